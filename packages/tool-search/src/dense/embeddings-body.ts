// Reading an OpenAI-compatible embeddings answer.
import { DenseEmbedderError } from "./dense-error.js";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The vectors of an embeddings answer `{ data: [{ index, embedding: number[] }] }`, ordered by
 * `index` (the order of the input texts). Pure.
 *
 * @param body - the parsed JSON body;
 * @param count - texts sent (one vector each);
 * @param dimension - the vector length expected (0: any, but all equal);
 * @param where - the endpoint, for messages.
 * @throws {@link DenseEmbedderError} `DENSE_MALFORMED` when the body has another shape, a vector
 * is missing, repeated, empty, of another length or not finite numbers.
 */
export function parseEmbeddings(body: unknown, count: number, dimension: number, where: string): Float32Array[] {
  const malformed = (why: string): DenseEmbedderError =>
    new DenseEmbedderError("DENSE_MALFORMED", `${where} answered with a malformed embeddings body: ${why}`);
  const data = isRecord(body) ? body["data"] : undefined;
  if (!Array.isArray(data)) throw malformed("no data array");
  if (data.length !== count) throw malformed(`${data.length} vectors for ${count} texts`);
  const out: (Float32Array | undefined)[] = new Array<Float32Array | undefined>(count).fill(undefined);
  let length = dimension;
  data.forEach((item: unknown, position) => {
    if (!isRecord(item)) throw malformed(`item ${position} is not an object`);
    const index = item["index"] ?? position;
    if (
      typeof index !== "number" ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= count ||
      out[index] !== undefined
    )
      throw malformed(`item ${position} has a missing, repeated or out-of-range index`);
    const embedding = item["embedding"];
    if (!Array.isArray(embedding) || embedding.length === 0) throw malformed(`item ${position} has no embedding`);
    if (!embedding.every((x: unknown) => typeof x === "number" && Number.isFinite(x)))
      throw malformed(`item ${position} has a non-numeric embedding`);
    if (length === 0) length = embedding.length;
    if (embedding.length !== length)
      throw malformed(`item ${position} has ${embedding.length} numbers, expected ${length}`);
    out[index] = Float32Array.from(embedding as number[]);
  });
  return out.map((vector, i) => {
    if (vector === undefined) throw malformed(`no vector for text ${i}`);
    return vector;
  });
}
