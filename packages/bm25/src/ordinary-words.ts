/**
 * Ordinary English words of requests, beyond the lexicon's own: actions, objects, places,
 * times and qualities that say what an agent wants without naming a product. An unseen word
 * of a keyword query that is on this list (or in the lexicon) is ignored instead of emptying
 * the result; any other unseen word is taken to name something no tool has. See
 * docs/search-vocabulary.md. Lowercase, one word each.
 */
export const DEFAULT_ORDINARY_WORDS: readonly string[] = Object.freeze(
  `
about above account action actions activity actual address adjust after again against age agent alarm album
alert all allow alone along already also alter always amount analysis another any anything apartment app
appear append apply arabic area around arrange art artwork ask asset attach attachment audio author auto
available average away back backup bad balance bank bar base basic batch become before begin believe below
best better between big bike bill birthday block board body book bookmark books boost boss both bottom box
break breakfast bring broken browser bucket budget build bulk bus button buy cache calendar call camera can
capital car card care case cash cast catalog category cell center change channel chapter cheap check child
children chinese choose city class clean clear close closed closest cloud code cold colleague collect color
colour column combine come comment common company complete compose computer condition confirm connect
connection consider contact contain content contents context continue contract control copy correct count
country course cover coworker create current custom customer cut daily data date day deal debug decide default
define delay deliver department design desktop detail details detect device die different dinner direct
disable discover disk display distance do doctor document domain done draft drive driving due dutch each early
easy edit element empty enable end english entire entity episode evening event every exam example exist expand
expect expense expensive export expression extend extra fall family fast fastest favorite feature feed feel
field figure figures file film filter final finance financial find first fix flag flat flight folder follow
font food form format formula free french friend from front full function future game general german give
global goal good group grow guide hacker half handle happen hard head health hear hello help hi hidden high
highlight hindi history hold holiday home homework hospital host hot hotel hour house husband icon idea image
import important include index info information input inside install instance interest internal invoice
italian item japanese join journey keep key keyboard kid kids kind know korean language laptop large last late
later latest layout lead learn leave lesson let level light like limit line link list live load local lock
logo long look lose lot love low lunch main major make manage manual many map mark market match math maths
matter maximum meal mean measure media medicine meet meeting member memo menu message method metrics middle
minimum minute mobile mode model money month more morning mouse move movie much multiple music name near
nearby nearest need network next night normal note number numbers object offer office official old one online
only open option order original other outside overview owner owners page pair parent part party pass past path
pattern pay people percent period person personal phone photo pick piece place plain plan plane play point
policy popular portuguese position post power prefer present preview previous price primary print printer
private problem process product profile program project property provide public pull purchase push put quality
question quick rain raise random range rate raw reach read ready real reason receipt recent recipe record
refresh region register registration regular related release remain remote repair repeat report request
require reset resource rest result return reverse review ride right role room root round rule russian safe
salary sale same sample save say scan schedule school scope score screen section secure see seem select self
sell send sentence series serve server service session set setting shape share short show side sign simple
single sit site size skip slow slower small snow sort source space spanish speak special specific speed spend
stand standard start state statistics stats status stay step still stop storage store story strong structure
student style subject submit success suggest summary sun support sure switch symptom system tablet take talk
target task tax teacher team tell temperature template term test text thanks theme thing think through time
title today together tomorrow tonight tool top topic total track traffic train transfer travel tree trend
trigger trip true try turn type understand unit update upload usage use user value version video view visit
wait walk want watch way weather web week weekend weekly weight whole wife win wind window word work world
write wrong year yesterday yet zone
  `
    .trim()
    .split(/\s+/),
);
