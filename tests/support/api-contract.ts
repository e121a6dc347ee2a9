import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "../../functions/src/api/openapi-document";

/**
 * The contract test's half: every answer an API test receives is checked against the OpenAPI
 * document generated from the route table (`GET /api/openapi.json`), so neither can drift. An
 * answer with a status the route does not document, or a body its schema does not allow (a field
 * it does not list, a missing one, a wrong type), fails the test that received it.
 */

type Json = Record<string, unknown>;
interface Operation {
  template: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, Json>;
}

/** Paths outside the table, answered by the app itself. */
const UNTABLED = new Set(["/api/health", "/api/openapi.json"]);
/** Not yet in the route table: the student API's routes (their answers are not checked yet). */
const isStudentApi = (path: string) => path === "/api/me" || path.startsWith("/api/me/");

let operations: Map<string, Operation[]> | null = null;
let ajv: Ajv2020 | null = null;
const validators = new Map<string, ValidateFunction>();

function load() {
  if (operations) return operations;
  const doc = openApiDocument() as {
    paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  };
  operations = new Map();
  for (const [template, methods] of Object.entries(doc.paths)) {
    const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+");
    for (const [method, op] of Object.entries(methods)) {
      const list = operations.get(method.toUpperCase()) ?? [];
      list.push({
        template,
        pattern: new RegExp(`^${source}$`),
        params: (template.match(/\{/g) ?? []).length,
        responses: op.responses,
      });
      operations.set(method.toUpperCase(), list);
    }
  }
  ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema(
    (doc as unknown as { components: { schemas: Json } }).components.schemas.Error as Json,
    "#/components/schemas/Error",
  );
  return operations;
}

/** The operation a request reached: a static segment wins over a parameter (`/lookups` over `/{id}`). */
function operationOf(method: string, path: string): Operation | null {
  const matches = (load().get(method) ?? []).filter((op) => op.pattern.test(path));
  return matches.sort((a, b) => a.params - b.params)[0] ?? null;
}

function validatorFor(op: Operation, status: string, schema: Json): ValidateFunction {
  const key = `${op.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const resolved = "$ref" in schema ? { $ref: schema.$ref } : schema;
    validate = ajv!.compile(resolved);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Checks one answer against the document. Throws with what is wrong; answers that are not JSON
 * (a CSV file) are checked for a documented status only.
 */
export function checkAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType: string | null,
) {
  const path = new URL(url, "http://x").pathname;
  if (UNTABLED.has(path) || !path.startsWith("/api/")) return;
  if (isStudentApi(path) && !operationOf(method, path)) return;
  const op = operationOf(method, path);
  if (!op) {
    // A path the API does not have: the app's own 404 (or an earlier 4xx: a body too large).
    if (status >= 400 && status < 500) return checkError(method, path, status, body);
    throw new Error(`Contract: ${method} ${path} answered ${status} but is not in the route table.`);
  }
  const response = op.responses[String(status)];
  if (!response) {
    throw new Error(`Contract: ${method} ${op.template} answered ${status}, which it does not document.`);
  }
  const content = response.content as Record<string, { schema: Json }> | undefined;
  if (!content || !contentType?.includes("application/json")) return;
  const schema = content["application/json"]?.schema;
  if (!schema) return;
  const validate = validatorFor(op, String(status), schema);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "/"} ${e.message}`);
    throw new Error(
      `Contract: ${method} ${op.template} ${status} does not match its schema: ${problems.join("; ")}`,
    );
  }
}

function checkError(method: string, path: string, status: number, body: unknown) {
  load();
  const validate = ajv!.getSchema("#/components/schemas/Error")!;
  if (!validate(body)) throw new Error(`Contract: ${method} ${path} ${status} is not the error shape.`);
}
