import fc from 'fast-check';
import { signatureHeader } from '../../../src/adapters/card-simulator/webhook-signature';
import * as documents from '../../server/graphql/amplify-documents';
import type { FuzzWorld } from './fuzz-world';
import { deepQuery, garbageBody, hostileObjectText, hostileString, hostileValue, ONE_MB } from './hostile';

/** One generated request: the route it aims at (for the figures), and what is sent. */
export interface FuzzRequest {
  readonly route: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | FormData;
}

const OWN_ORIGIN = 'http://localhost:8787';

/** A header value the Fetch API can carry (no CR, LF or NUL; Latin-1 only): hostile, but sendable. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 8 * 1024);

/** Percent-encodes any text, a lone surrogate included (as U+FFFD, which is what a browser sends). */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/jsonx',
      '',
    ),
  },
);
const origin = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | null>(null) },
  { weight: 3, arbitrary: fc.constant(OWN_ORIGIN) },
  { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', OWN_ORIGIN.toUpperCase()) },
);

/** A path segment as a client might put it in a URL: percent-encoded hostile text, or a raw trick. */
const segment = fc.oneof(
  hostileString.filter((s) => s.length < 300).map(encode),
  fc.constantFrom('..', '%2e%2e', '..%2f..%2f', '%2F', '%00', '%', '%zz', '.', '~root', 'pi_0000', 'ord_1'),
);

function jsonRequest(route: string, method: string, path: string, body: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ body: fc.oneof({ weight: 4, arbitrary: body }, { weight: 1, arbitrary: garbageBody }), type: contentType, origin })
    .map(({ body: text, type, origin: from }) => ({
      route,
      method,
      path,
      headers: { ...(type === '' ? {} : { 'content-type': type }), ...(from === null ? {} : { origin: from }) },
      body: text,
    }));
}

const get = (route: string, path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> =>
  path.map((p) => ({ route, method: 'GET', path: p, headers: {} }));

const ITEMS = [
  'membership',
  'donation',
  'banquet-2022',
  'cookout-2022',
  'cookout-2024',
  'sponsor-cookout-2024',
  'dues',
  'upgrade',
  'event-tickets',
];
/** Ticket counts and answers by type id, as an event order names them: real ids, hostile ids and values. */
const typeIds = fc.oneof(fc.constantFrom('adults', 'children', 'tickets', 'students', '__proto__', 'constructor'), hostileString);
const count = fc.oneof(hostileValue, fc.integer({ min: -5, max: 10_000_000 }), fc.constantFrom('2', ' 3 ', '1.5', '-1', '1e3', '0x2'));
const order = fc.record(
  {
    item: fc.oneof(fc.constantFrom(...ITEMS), hostileValue),
    amount: count,
    donationType: hostileValue,
    adults: count,
    children: count,
    tickets: count,
    students: count,
    studentNames: hostileValue,
    membership: fc.oneof(fc.constantFrom('Annual', 'Lifetime', 'Student'), hostileValue),
    event: fc.oneof(fc.constantFrom('spring-banquet-2022', 'cookout-2024', 'no-such-event'), hostileValue),
    counts: fc.oneof(fc.dictionary(typeIds, count, { maxKeys: 25 }), hostileValue),
    answers: fc.oneof(
      fc.dictionary(
        typeIds,
        fc.array(fc.record({ holderName: hostileValue, answer: hostileValue }, { requiredKeys: [] }), { maxLength: 4 }),
      ),
      hostileValue,
    ),
    sponsoredNames: hostileValue,
  },
  { requiredKeys: [] },
);

/** GraphQL bodies: the site's own operations with hostile variables, deep nesting, junk documents, batches. */
function graphqlBody(world: FuzzWorld): fc.Arbitrary<string> {
  const ids = fc.oneof(fc.constantFrom(world.own.id, world.other.id, world.event.id, world.officer.id), hostileValue);
  const input = fc.dictionary(
    fc.constantFrom(
      'id',
      'eventName',
      'eventDesc',
      'eventDate',
      'name',
      'position',
      'photo',
      'summary',
      'email',
      'firstName',
      'lastName',
      'city',
      'zipcode',
      'membership',
      'duesPayYear',
      'gradYear',
      'createdAt',
      'isAdmin',
      '__proto__',
    ),
    hostileValue,
    { maxKeys: 6 },
  );
  const filter = fc.oneof(
    hostileValue,
    fc.dictionary(
      fc.constantFrom('id', 'email', 'eventName', 'name', 'and', 'or', 'not', '__proto__'),
      fc.dictionary(fc.constantFrom('eq', 'ne', 'contains', 'beginsWith', 'between', 'attributeExists', 'size'), hostileValue, {
        maxKeys: 2,
      }),
      { maxKeys: 3 },
    ),
  );
  const variables = fc.record(
    {
      id: ids,
      email: hostileValue,
      input,
      filter,
      condition: filter,
      limit: fc.oneof(fc.integer(), hostileValue),
      nextToken: hostileValue,
    },
    { requiredKeys: [] },
  );
  const query = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...Object.values(documents)) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 400 }).map((depth) => deepQuery(depth)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'fragment A on Event { ...B } fragment B on Event { ...A } { listEvents { items { ...A } } }',
        `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: listEvents { items { id } }`).join(' ')} }`,
        '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }',
        'query { listMembers { items { id email } } }',
        'mutation { deleteMember(input: { id: "100002" }) { id } }',
        'subscription { onCreateEvent { id } }',
        `{ listEvents(filter: ${'{ and: ['.repeat(60)}{}${']}'.repeat(60)}) { items { id } } }`,
      ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record(
          { query, variables: fc.oneof(variables, hostileValue), operationName: fc.oneof(fc.constant(undefined), hostileValue) },
          { requiredKeys: ['query'] },
        )
        .map((b) => JSON.stringify(b)),
    },
    { weight: 1, arbitrary: fc.array(fc.record({ query }), { maxLength: 3 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: hostileObjectText(['query', 'variables', 'operationName', 'extensions']) },
  );
}

/** A Stripe-shaped event about an intent, with hostile fields, signed with the right secret, another, stale, or not at all. */
function webhookRequest(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const event = fc
    .record(
      {
        id: fc.oneof(fc.constantFrom('evt_1', 'evt_replayed'), hostileValue),
        type: fc.oneof(fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'), hostileValue),
        created: fc.oneof(fc.integer(), hostileValue),
        data: fc.record(
          {
            object: fc.record(
              {
                id: fc.oneof(fc.constantFrom('pi_1', 'pi_unknown'), hostileValue),
                amount: count,
                currency: hostileValue,
                status: hostileValue,
                metadata: hostileValue,
              },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    )
    .map((e) => JSON.stringify(e));
  const body = fc.oneof({ weight: 4, arbitrary: event }, { weight: 1, arbitrary: garbageBody });
  const signing = fc.constantFrom('right', 'wrong-secret', 'stale', 'none', 'junk', 'alg-none');
  return fc.tuple(body, signing, hostileString).map(([raw, how, junk]) => {
    const now = Math.floor(world.clock.now() / 1000);
    const signature = {
      right: signatureHeader(world.hmac, world.webhookSecret, raw, now),
      'wrong-secret': signatureHeader(world.hmac, 'whsec_guessed', raw, now),
      stale: signatureHeader(world.hmac, world.webhookSecret, raw, now - 301),
      none: null,
      junk: headerSafe(junk),
      'alg-none': `t=${now},v0=,v1=`,
    }[how];
    return {
      route: 'POST /stripe/webhook',
      method: 'POST',
      path: '/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      body: raw,
    };
  });
}

const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart uploads: real or hostile folders, file names with path tricks, content that lies about its type. */
function uploadRequest(): fc.Arbitrary<FuzzRequest> {
  const folder = fc.oneof(
    fc.constantFrom('meeting-minutes', 'treasury-report', 'website-assets'),
    hostileString.filter((s) => s.length < 1000),
  );
  const fileName = fc.oneof(
    fc.constantFrom(
      '../../digest.key',
      '/etc/passwd',
      '..\\..\\chapter.sqlite',
      'photo.png',
      'minutes.pdf',
      '.htaccess',
      'a'.repeat(1000),
      'x.png\u0000.pdf',
      'CON',
      '',
    ),
    hostileString.filter((s) => s.length < 300),
  );
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(new TextEncoder().encode('<script>alert(1)</script>')),
    fc.constant(new Uint8Array([...PNG_HEADER, ...new TextEncoder().encode('not really a png')])),
    fc.constant(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')),
  );
  const type = fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', 'application/octet-stream', '');
  return fc
    .record({ folder, fileName, bytes, type, origin, raw: fc.boolean(), junk: garbageBody })
    .map(({ folder: f, fileName: name, bytes: content, type: t, origin: from, raw, junk }) => {
      const headers: Record<string, string> = from === null ? {} : { origin: from };
      if (raw)
        return {
          route: 'POST /documents',
          method: 'POST',
          path: '/documents',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=----x' },
          body: `------x\r\nContent-Disposition: form-data; name="file"; filename="${headerSafe(name)}"\r\n\r\n${junk}`,
        };
      const form = new FormData();
      form.append('folder', f);
      form.append('file', new Blob([new Uint8Array(content)], { type: t }), name);
      return { route: 'POST /documents', method: 'POST', path: '/documents', headers, body: form };
    });
}

/**
 * A request to any route of the server (every route of src/server/routes, GraphQL, and paths and
 * methods it does not have), with hostile input in every place the route reads input from.
 */
export function anyRequest(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const auth = (route: string, fields: readonly string[], method = 'POST') =>
    jsonRequest(`${method} /auth${route}`, method, `/auth${route}`, hostileObjectText(fields));
  const orderId = fc.oneof(fc.constantFrom('ord_1', 'x'.repeat(101)), segment);
  const linkPath = fc
    .tuple(
      segment,
      fc.constantFrom('meeting-minutes', 'treasury-report', 'website-assets', '..', '%2e%2e'),
      fc.oneof(fc.constant(''), hostileString.filter((s) => s.length < 200).map(encode)),
      fc.boolean(),
    )
    .map(([name, folder, junk, keepSignature]) => {
      const signed = new URL(world.link.url);
      const query = keepSignature ? signed.search : `?expires=${junk}&signature=${junk}&expires=1`;
      return keepSignature && name === '..' ? `${signed.pathname}${query}` : `/files/${folder}/${name}${query}`;
    });
  const routes: fc.Arbitrary<FuzzRequest>[] = [
    auth('/sign-in', ['email', 'password']),
    auth('/respond-to-challenge', ['challengeResponse']),
    auth('/sign-up', ['email', 'password']),
    auth('/confirm-sign-up', ['email', 'code']),
    auth('/resend-sign-up-code', ['email']),
    auth('/forgot-password', ['email']),
    auth('/confirm-forgot-password', ['email', 'code', 'newPassword']),
    auth('/change-password', ['oldPassword', 'newPassword']),
    auth('/refresh', ['refreshToken']),
    auth('/sign-out', ['global']),
    auth('/totp/setup', []),
    auth('/totp/verify', ['code']),
    auth('/mfa-preference', ['enable', 'preferred'], 'PUT'),
    auth('/admin/users', ['email']),
    auth('/admin/users/reset-password', ['email']),
    get('GET /auth/me', fc.constant('/auth/me')),
    get('GET /auth/mfa-preference', fc.constant('/auth/mfa-preference')),
    jsonRequest('POST /graphql', 'POST', '/graphql', graphqlBody(world)),
    jsonRequest(
      'POST /payment',
      'POST',
      '/payment',
      hostileObjectText(
        ['amount', 'currency', 'description', 'students', 'order', 'contact', 'application', 'idempotencyKey', 'offerToken'],
        {
          order,
        },
      ),
    ),
    jsonRequest(
      'POST /payment/confirm',
      'POST',
      '/payment/confirm',
      hostileObjectText(['orderId', 'clientSecret', 'card', 'billing'], {
        card: fc.record(
          {
            number: fc.oneof(fc.constantFrom('4242424242424242', '4000000000000002', '4242 4242 4242 4242'), hostileValue),
            expMonth: count,
            expYear: count,
            cvc: hostileValue,
          },
          { requiredKeys: [] },
        ),
      }),
    ),
    orderId.chain((id) => jsonRequest('POST /payment/:orderId/sync', 'POST', `/payment/${id}/sync`, hostileObjectText(['clientSecret']))),
    fc
      .tuple(
        orderId,
        hostileString.filter((s) => s.length < 2000),
      )
      .map(([id, secret]) => ({
        route: 'GET /payment/:orderId/status',
        method: 'GET',
        path: `/payment/${id}/status?clientSecret=${encode(secret)}`,
        headers: {},
      })),
    webhookRequest(world),
    uploadRequest(),
    get(
      'GET /documents',
      fc
        .oneof(hostileString, fc.constantFrom('meeting-minutes', 'website-assets'))
        .map((folder) => `/documents?folder=${encode(folder.slice(0, 2000))}`),
    ),
    jsonRequest(
      'POST /documents/link',
      'POST',
      '/documents/link',
      hostileObjectText(['key', 'expiresIn'], {
        key: fc.oneof(
          fc.constant(world.document.key),
          fc.constantFrom('../chapter.sqlite', 'meeting-minutes/../../digest.key', '/etc/passwd', 'website-assets/x.png'),
          hostileValue,
        ),
        expiresIn: count,
      }),
    ),
    // Ticketed events (issue 17): the public reads, the waiting list, a ticket's page, and the chair's and the door's routes as an administrator.
    get('GET /ticketing/events', fc.constant('/ticketing/events')),
    get(
      'GET /ticketing/events/:slug',
      fc.oneof(fc.constant('spring-banquet-2022'), segment).map((slug) => `/ticketing/events/${slug}`),
    ),
    get(
      'GET /ticketing/offers/:token',
      segment.map((token) => `/ticketing/offers/${token}`),
    ),
    get(
      'GET /ticketing/tickets/:code',
      segment.map((code) => `/ticketing/tickets/${code}`),
    ),
    jsonRequest(
      'POST /ticketing/events/:slug/waiting-list',
      'POST',
      '/ticketing/events/spring-banquet-2022/waiting-list',
      hostileObjectText(['typeId', 'name', 'email', 'partySize']),
    ),
    jsonRequest('POST /ticketing/waiting-list/leave', 'POST', '/ticketing/waiting-list/leave', hostileObjectText(['token'])),
    ...ticketingAdminRequests(world),
    get('GET /files/*', linkPath),
    get('GET /dev/outbox', fc.constantFrom('/dev/outbox', '/dev/outbox.json')),
    get('GET /healthz', fc.constant('/healthz')),
    // Paths and methods the server does not have.
    fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.constantFrom(
          '/graphql',
          '/payment',
          '/auth/sign-in',
          '/documents',
          '/stripe/webhook',
          '/unknown',
          '/.env',
          '/../../etc/passwd',
          '/%2e%2e/%2e%2e/chapter.sqlite',
        ),
        segment,
      )
      .map(([method, base, tail]) => ({
        route: 'other paths and methods',
        method,
        path: `${base}/${tail}`,
        headers: { 'content-type': 'application/json', origin: OWN_ORIGIN },
        ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: '{}' }),
      })),
  ];
  return fc.oneof(...routes.map((arbitrary) => ({ arbitrary, weight: 1 })));
}

/** The chair's and the door's routes, sent as the world's administrator with hostile paths, queries and bodies. */
function ticketingAdminRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest>[] {
  const admin = world.identities.admin;
  const asAdmin = (request: fc.Arbitrary<FuzzRequest>) =>
    request.map((r) => ({ ...r, headers: { ...r.headers, ...admin, origin: OWN_ORIGIN } }));
  const slug = fc.oneof(fc.constant('spring-banquet-2022'), segment);
  const base = '/ticketing/admin/events';
  return [
    asAdmin(get('GET /ticketing/admin/events', fc.constant(base))),
    asAdmin(
      get(
        'GET /ticketing/admin/events/:slug',
        slug.map((s) => `${base}/${s}`),
      ),
    ),
    asAdmin(
      get(
        'GET /ticketing/admin/events/:slug/attendees(.csv)',
        fc
          .tuple(slug, fc.constantFrom('attendees', 'attendees.csv', 'counts', 'waiting-list', 'orders'))
          .map(([s, tail]) => `${base}/${s}/${tail}`),
      ),
    ),
    asAdmin(
      get(
        'GET /ticketing/admin/events/:slug/search',
        fc.tuple(slug, segment).map(([s, q]) => `${base}/${s}/search?q=${q}`),
      ),
    ),
    asAdmin(
      jsonRequest(
        'POST /ticketing/admin/events',
        'POST',
        base,
        hostileObjectText([
          'slug',
          'name',
          'start',
          'end',
          'venue',
          'description',
          'image',
          'status',
          'salesOpens',
          'salesCloses',
          'capacity',
          'ticketTypes',
          'descriptionTemplate',
        ]),
      ),
    ),
    asAdmin(
      slug.chain((s) => jsonRequest('PUT /ticketing/admin/events/:slug', 'PUT', `${base}/${s}`, hostileObjectText(['form', 'updatedAt']))),
    ),
    asAdmin(
      slug.chain((s) =>
        jsonRequest('POST /ticketing/admin/events/:slug/status', 'POST', `${base}/${s}/status`, hostileObjectText(['status'])),
      ),
    ),
    asAdmin(
      slug.chain((s) => jsonRequest('POST /ticketing/admin/events/:slug/copy', 'POST', `${base}/${s}/copy`, hostileObjectText(['slug']))),
    ),
    asAdmin(
      slug.chain((s) =>
        jsonRequest('POST /ticketing/admin/events/:slug/refund-all', 'POST', `${base}/${s}/refund-all`, hostileObjectText(['reason'])),
      ),
    ),
    asAdmin(
      jsonRequest('POST /ticketing/admin/check-in', 'POST', '/ticketing/admin/check-in', hostileObjectText(['code', 'ticketId', 'event'])),
    ),
    asAdmin(
      segment.chain((id) =>
        jsonRequest(
          'POST /ticketing/admin/orders/:orderId/cancel',
          'POST',
          `/ticketing/admin/orders/${id}/cancel`,
          hostileObjectText(['reason']),
        ),
      ),
    ),
    asAdmin(
      segment.chain((id) =>
        jsonRequest(
          'POST /ticketing/admin/waiting-list/:id/offer',
          'POST',
          `/ticketing/admin/waiting-list/${id}/offer`,
          hostileObjectText([]),
        ),
      ),
    ),
  ];
}

/** A megabyte sent in every place a request has: each route's body, a query string, a token. */
export function megabyteRequests(world: FuzzWorld): FuzzRequest[] {
  const jsonRoutes = [
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/forgot-password',
    '/graphql',
    '/payment',
    '/payment/confirm',
    '/documents/link',
    '/stripe/webhook',
  ];
  return [
    ...jsonRoutes.map((path) => ({
      route: `POST ${path} (1 MB body)`,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ONE_MB, query: ONE_MB, key: ONE_MB }),
    })),
    { route: 'GET /documents (1 MB query)', method: 'GET', path: `/documents?folder=${ONE_MB}`, headers: world.identities.member },
    { route: 'GET /auth/me (1 MB token)', method: 'GET', path: '/auth/me', headers: { authorization: `Bearer ${ONE_MB}` } },
    { route: 'GET /auth/me (1 MB cookie)', method: 'GET', path: '/auth/me', headers: { cookie: `session=${ONE_MB}` } },
    {
      route: 'POST /graphql (1 MB query string)',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ listEvents(filter: { eventName: { eq: "${'x'.repeat(60 * 1024)}" } }) { items { id } } }` }),
    },
  ];
}
