// The contract's request (and, in tests, response) validation, by express-openapi-validator's own
// validators, but given the operation the API already matched (operation-matcher.ts) instead of
// letting the library find it again. Its middleware scanned the contract's routes on every request,
// compiling a path-to-regexp matcher for each route until one fitted, and passed every request
// through five promise-chained layers; that was a quarter of a cached catalogue read's CPU
// (docs/performance.md). Here the contract is loaded and preprocessed once, each operation's
// metadata is looked up once at start-up, and the library's validators (which compile an AJV
// validator per operation on first use and keep it) run on the matched operation directly.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OpenApiSpecLoader } from 'express-openapi-validator/dist/framework/openapi.spec.loader.js';
import type { OpenAPIV3, OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import { RequestValidator } from 'express-openapi-validator/dist/middlewares/openapi.request.validator.js';
import { ResponseValidator } from 'express-openapi-validator/dist/middlewares/openapi.response.validator.js';
import { SchemaPreprocessor } from 'express-openapi-validator/dist/middlewares/parsers/schema.preprocessor.js';
import { OpenApiValidator } from 'express-openapi-validator/dist/openapi.validator.js';
import type { Contract } from '../contract.js';
import { operationOf } from '../shared/http/operation.js';

interface OperationMetadata {
  expressRoute: string;
  openApiRoute: string;
  schema: OpenAPIV3.OperationObject;
  responseSchema?: OpenAPIV3.OperationObject;
}

interface Validators {
  metadata: Map<string, OperationMetadata>;
  serial: number;
  request: RequestValidator;
  response?: RequestHandler;
}

const keyOf = (method: string, template: string) => `${method.toLowerCase()} ${template}`;

// The library's own normalising of its options (defaults, formats, serialisers) and the AJV
// options it derives from them, so that its validators behave exactly as through its middleware.
interface NormalisedValidator {
  options: OpenApiValidatorOpts & { validateResponses: false | object };
  ajvOpts: { request: ConstructorParameters<typeof RequestValidator>[1]; response: ConstructorParameters<typeof ResponseValidator>[1]; preprocessor: object };
}

export type ValidationOptions = Omit<OpenApiValidatorOpts, 'apiSpec'>;

async function loadValidators(contract: Contract, options: ValidationOptions): Promise<Validators> {
  const normalised = new OpenApiValidator({ ...options, apiSpec: contract as never }) as unknown as NormalisedValidator;
  const spec = await new OpenApiSpecLoader({
    apiDoc: structuredClone(contract) as never,
    validateApiSpec: true,
    $refParser: { mode: 'bundle' },
  }).load();
  const responseOptions = normalised.options.validateResponses;
  const { apiDocRes } = new SchemaPreprocessor(spec.apiDoc, normalised.ajvOpts.preprocessor, responseOptions as never).preProcess();
  const metadata = new Map<string, OperationMetadata>();
  for (const route of spec.routes) {
    const template = route.openApiRoute.slice(route.basePath.length);
    const method = route.method.toLowerCase();
    const schema = (spec.apiDoc.paths?.[template] as Record<string, OpenAPIV3.OperationObject>)[method] as OpenAPIV3.OperationObject;
    const responseSchema = apiDocRes ? (apiDocRes.paths?.[template] as Record<string, OpenAPIV3.OperationObject>)[method] : undefined;
    metadata.set(keyOf(method, template), { expressRoute: route.expressRoute, openApiRoute: route.openApiRoute, schema, responseSchema });
  }
  return {
    metadata,
    serial: spec.serial,
    request: new RequestValidator(spec.apiDoc, normalised.ajvOpts.request),
    response: responseOptions && apiDocRes ? (new ResponseValidator(apiDocRes, normalised.ajvOpts.response, responseOptions as never, spec.serial).validate() as RequestHandler) : undefined,
  };
}

/** Validates each request against its matched operation; with `validateResponses`, wraps `res.json` to check the answer too. */
export function contractValidation(contract: Contract, options: ValidationOptions): RequestHandler {
  const loading = loadValidators(contract, options);
  // A contract that fails to load fails every request, as the library's middleware did.
  loading.catch(() => undefined);
  let loaded: Validators | undefined;
  void loading.then((validators) => (loaded = validators));

  const validate = (validators: Validators, req: Request, res: Response, next: NextFunction) => {
    const operation = operationOf(req);
    const metadata = validators.metadata.get(keyOf(operation.method, operation.template));
    if (!metadata) throw new Error(`the contract's validators have no ${operation.operationId}`);
    const openapi = {
      expressRoute: metadata.expressRoute,
      openApiRoute: metadata.openApiRoute,
      pathParams: operation.params,
      schema: metadata.schema,
      serial: validators.serial,
      _responseSchema: metadata.responseSchema,
    };
    Object.assign(req, { openapi, params: operation.params });
    const { response } = validators;
    validators.request.validate(req as never, res as never, (error?: unknown) => {
      if (error || !response) return next(error);
      return response(req, res, next);
    });
  };

  return (req, res, next) => {
    if (loaded) return validate(loaded, req, res, next);
    return loading.then((validators) => validate(validators, req, res, next)).catch(next);
  };
}
