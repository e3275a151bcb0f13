import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { RELEASE } from './release';

/**
 * A span per request (route, method, status, each hook) exported over OTLP/HTTP to any collector
 * (Jaeger, Tempo, Honeycomb, the OpenTelemetry Collector). The official SDK and @fastify/otel are
 * imported only when an endpoint is configured; they patch nothing, the spans come from Fastify's
 * own hooks. Spans are batched and the rest sent when the app closes.
 */
export async function registerTracing(
  app: FastifyInstance,
  settings: NonNullable<Config['tracing']>,
): Promise<void> {
  const [
    { trace, context },
    { AsyncLocalStorageContextManager },
    { TracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@fastify/otel'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      'service.version': RELEASE,
    }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: settings.url }) }),
    ],
  });
  // Spans opened inside a request (hooks, handler) find the request's span through async context.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onClose', async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });
}
