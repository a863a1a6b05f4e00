import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/** Valid bodies, so only tenancy can refuse the call. */
const MEMBER = { name: 'Hijacked', roles: ['customer-admin'] };
const PERMISSIONS = { permissions: [{ permissionType: 'createAFolder', level: 'full' }] };

/** The isolation-matrix fixtures of the workgroups API issue 13 added (see `Fixture`). */
export const WORKGROUP_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/workgroups': { list: () => [{}] },
  'POST /api/v1/workgroups': {
    exempt: "creates a workgroup of the caller's own customer; the body names no tenant record (workgroups.test.ts)",
  },
  'GET /api/v1/workgroups/:id': { foreign: (w) => [{ params: { id: w.acme.workgroup } }] },
  'PUT /api/v1/workgroups/:id': {
    foreign: (w) => [{ params: { id: w.acme.workgroup }, body: json({ title: 'Hijacked' }) }],
  },
  'DELETE /api/v1/workgroups/:id': { foreign: (w) => [{ params: { id: w.acme.workgroup } }] },
  'PUT /api/v1/workgroups/:id/grouppermissions': {
    foreign: (w) => [{ params: { id: w.acme.workgroup }, body: json(PERMISSIONS) }],
  },
  'POST /api/v1/workgroups/:id/users': {
    foreign: (w) => [{ params: { id: w.acme.workgroup }, body: json({ email: 'planted@globex.test', name: 'Plant' }) }],
  },
  'PUT /api/v1/workgroups/:id/user/:uid': {
    foreign: (w) => [
      // Acme's member through Acme's workgroup, and through Globex's own.
      { params: { id: w.acme.workgroup, uid: w.acme.workgroupUser }, body: json(MEMBER) },
      { params: { id: w.globex.workgroup, uid: w.acme.workgroupUser }, body: json(MEMBER) },
    ],
  },
  'PATCH /api/v1/workgroups/:id/users/:uid': {
    foreign: (w) => [
      // Acme's member into Globex's workgroup, within Acme's, and "from" Globex's own.
      { params: { id: w.acme.workgroup, uid: w.acme.workgroupUser }, body: json({ workgroupId: w.globex.workgroup }) },
      { params: { id: w.acme.workgroup, uid: w.acme.workgroupUser }, body: json({ workgroupId: w.acme.workgroup }) },
      {
        params: { id: w.globex.workgroup, uid: w.acme.workgroupUser },
        body: json({ workgroupId: w.globex.workgroup }),
      },
    ],
  },
  'DELETE /api/v1/workgroups/:id/users/:uid': {
    foreign: (w) => [
      { params: { id: w.acme.workgroup, uid: w.acme.workgroupUser } },
      { params: { id: w.globex.workgroup, uid: w.acme.workgroupUser } },
    ],
  },
};
