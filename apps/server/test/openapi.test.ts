// The OpenAPI document (GET /api/docs/json) is valid OpenAPI (swagger-parser), names every operation,
// says which need a bearer token, shares its common schemas as components and describes the uploads.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../src/plugins/ops-openapi.ts';
import { buildTestApp, type TestApp } from './support/app.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: 'metrics-token-for-the-tests-0123456789' });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI', async () => {
    // validate() dereferences its argument in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ name, op }) => op.operationId ?? `missing on ${name}`);
    expect(ids.filter((id) => id.startsWith('missing'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('POST', '/api/matrimonial/:id/pictures/:pictureId/primary')).toBe(
      'postMatrimonialByIdPicturesByPictureIdPrimary',
    );
  });

  it('marks the signed-in operations with bearer security, and only those', () => {
    const secured = (name: string) =>
      operations()
        .find((o) => o.name === name)
        ?.op.security?.some((s) => 'bearer' in s);
    expect(secured('POST /api/booking/new-booking')).toBe(true);
    expect(secured('GET /api/admin/users')).toBe(true);
    expect(secured('GET /api/notifications')).toBe(true);
    expect(secured('POST /api/hall/check-availablility')).toBeFalsy();
    expect(secured('POST /api/auth/login')).toBeFalsy();
    const admin = operations().filter((o) => o.name.includes(' /api/admin'));
    expect(admin.length).toBeGreaterThan(20);
    expect(admin.filter((o) => !o.op.security?.some((s) => 'bearer' in s)).map((o) => o.name)).toEqual([]);
  });

  it('shares the common schemas as components and refers to them', () => {
    const names = Object.keys(doc.components.schemas ?? {});
    expect(names).toEqual(expect.arrayContaining(['Message', 'Booking', 'Hall', 'Profile', 'Picture']));
    expect(JSON.stringify(doc.paths)).toContain('"$ref":"#/components/schemas/Booking"');
  });

  it('describes the multipart uploads with their file field', () => {
    const upload = operations().find((o) => o.name === 'POST /api/matrimonial/{id}/pictures')!.op;
    const body = upload.requestBody!.content['multipart/form-data']!.schema;
    expect(body).toMatchObject({ required: ['picture'], properties: { picture: { format: 'binary' } } });
    const image = operations().find((o) => o.name === 'POST /api/admin/news/{id}/image')!.op;
    expect(image.requestBody!.content['multipart/form-data']!.schema).toMatchObject({ required: ['image'] });
  });
});
