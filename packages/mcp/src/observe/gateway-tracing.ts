import {
  context as otelContext,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
  type Span,
} from "@opentelemetry/api";

// Spans of the gateway through `@opentelemetry/api`: a no-op until the user registers an SDK
// (a tracer provider); the trace context still travels in `_meta` either way.

const TRACER = "@hermes/mcp";
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The context a front request's `traceparent` continues (its remote parent), else the active one. */
export function contextOfTraceparent(traceparent: string | undefined): Context {
  const parsed = traceparent === undefined ? null : TRACEPARENT.exec(traceparent);
  if (parsed === null) return otelContext.active();
  const [, traceId = "", spanId = "", flags = "00"] = parsed;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  });
}

/** The `traceparent` that makes `span` the parent of the next hop; `undefined` when there is no trace. */
export function traceparentOf(span: Span): string | undefined {
  const { traceId, spanId, traceFlags } = span.spanContext();
  if (!trace.isSpanContextValid(span.spanContext())) return undefined;
  return `00-${traceId}-${spanId}-0${(traceFlags & TraceFlags.SAMPLED).toString(16)}`;
}

/** What {@link inSpan} records of a span. */
export interface SpanSpec {
  readonly name: string;
  readonly kind: "server" | "client";
  readonly attributes: Readonly<Record<string, string | number>>;
}

/**
 * Runs `work` in a span named `spec.name`, a child of `parent`; the span ends when `work`
 * settles, with an error status when it throws or `failed` says its result is a failure.
 */
export async function inSpan<T>(
  spec: SpanSpec,
  parent: Context,
  work: (span: Span, within: Context) => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const span = trace
    .getTracer(TRACER)
    .startSpan(
      spec.name,
      { kind: spec.kind === "server" ? SpanKind.SERVER : SpanKind.CLIENT, attributes: { ...spec.attributes } },
      parent,
    );
  try {
    const result = await work(span, trace.setSpan(parent, span));
    if (failed(result)) span.setStatus({ code: SpanStatusCode.ERROR });
    return result;
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}
