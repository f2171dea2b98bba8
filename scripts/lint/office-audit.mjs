// An office change goes through the audited context (decision 048): in the admin area's route files, a
// route that changes something (POST, PUT, PATCH, DELETE) hands its verb adminCtxOf(request), whose
// transactions cannot commit a write without an audit record (context.ts). A handler that builds
// another context (ctxOf, contextOf, request.ctx) would change things unrecorded: refused here.

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const OTHER_CONTEXTS = new Set(['ctxOf', 'contextOf']);

/** Every node under `node` (its own properties only, not the parent links). */
function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) for (const v of value) yield* walk(v);
    else if (value && typeof value.type === 'string') yield* walk(value);
  }
}

const isFunction = (n) => n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'An office change hands its verb the audited context, adminCtxOf(request).' },
    messages: {
      missing:
        'An office change ({{method}}) must run with adminCtxOf(request): its audit record is then required.',
      other: 'An office change must not run with {{name}}: its change would go unrecorded (use adminCtxOf).',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (!WRITES.has(method)) return;
        const handler = node.arguments.at(-1);
        if (node.arguments.length < 2 || !isFunction(handler)) return;
        let audited = false;
        for (const n of walk(handler.body)) {
          if (n.type === 'CallExpression' && n.callee.type === 'Identifier') {
            if (n.callee.name === 'adminCtxOf') audited = true;
            if (OTHER_CONTEXTS.has(n.callee.name)) {
              context.report({ node: n, messageId: 'other', data: { name: `${n.callee.name}()` } });
            }
          }
          if (
            n.type === 'CallExpression' &&
            n.callee.type === 'MemberExpression' &&
            n.callee.property.name === 'adminCtxOf'
          ) {
            audited = true;
          }
          if (
            n.type === 'MemberExpression' &&
            n.property.type === 'Identifier' &&
            n.property.name === 'ctx' &&
            n.object.type === 'Identifier' &&
            n.object.name === 'request'
          ) {
            context.report({ node: n, messageId: 'other', data: { name: 'request.ctx' } });
          }
        }
        if (!audited)
          context.report({ node: handler, messageId: 'missing', data: { method: method.toUpperCase() } });
      },
    };
  },
};

/** The admin area's route files: every file app.ts mounts in the /api/admin scope. */
export const OFFICE_ROUTE_FILES = [
  'apps/server/src/domains/admin/routes.ts',
  // The routes news and jobs mount from one builder.
  'apps/server/src/lib/content-admin-routes.ts',
  'apps/server/src/domains/*/admin-routes.ts',
  'apps/server/src/domains/*/admin-*-routes.ts',
  'apps/server/src/domains/*/*-review-routes.ts',
  // A domain of entity folders (bookings, matrimonial): each folder's admin-routes.ts.
  'apps/server/src/domains/*/*/admin-routes.ts',
];

export const officeAuditPlugin = { rules: { 'office-change-audited': rule } };

/** The config block eslint.config.js spreads in. */
export const officeAuditConfig = {
  files: OFFICE_ROUTE_FILES,
  plugins: { samaj: officeAuditPlugin },
  rules: { 'samaj/office-change-audited': 'error' },
};
