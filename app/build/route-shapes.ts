import { runnerImport, type Plugin } from "vite";

/*
 * The API's route tables (`@shared/*.routes`) hold each route's zod schemas, and importing one
 * brings Zod and every schema onto the first load, while the app's client reads only a route's
 * method, path and answer kind (lib/api-call.ts). So the build replaces each table with its shape:
 * the real module is run at build time and its routes are written out without their schemas.
 * TypeScript still reads the real module, so request and answer types come from the schemas.
 */
const ROUTE_TABLE = /[\\/]functions[\\/]src[\\/]shared[\\/][\w-]+\.routes\.ts$/;

/** What the client needs of a route at run time. */
interface RouteShape {
  method: string;
  fullPath: string;
  answer: { kind: string };
}

const isRoute = (value: unknown): value is RouteShape =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RouteShape).method === "string" &&
  typeof (value as RouteShape).fullPath === "string" &&
  typeof (value as RouteShape).answer?.kind === "string";

/** A table's routes, each reduced to its shape; throws on an export that is not a route table. */
export function shapeOf(
  file: string,
  exports: Record<string, unknown>,
): Record<string, Record<string, RouteShape>> {
  return Object.fromEntries(
    Object.entries(exports).map(([name, table]) => {
      const routes = Object.entries(table as Record<string, unknown>);
      if (typeof table !== "object" || table === null || !routes.every(([, route]) => isRoute(route)))
        throw new Error(
          `${file}: the export "${name}" is not a route table; the app's build cannot shape it.`,
        );
      const shaped = routes.map(([key, route]) => {
        const { method, fullPath, answer } = route as RouteShape;
        return [key, { method, fullPath, answer: { kind: answer.kind } }];
      });
      return [name, Object.fromEntries(shaped)];
    }),
  );
}

export function routeShapes(): Plugin {
  return {
    name: "route-shapes",
    apply: "build",
    enforce: "pre",
    async load(id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: "error",
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const tables = shapeOf(id, module);
      return Object.entries(tables)
        .map(([name, routes]) => `export const ${name} = ${JSON.stringify(routes)};`)
        .join("\n");
    },
  };
}
