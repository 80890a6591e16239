import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of the Stripe API on 127.0.0.1 for driving the real `stripe` SDK in tests:
 * customers, setup_intents (+ confirm), payment_methods, products, prices, coupons, subscriptions,
 * invoices and billing_portal/sessions. Form-encoded bodies as the SDK sends them; Idempotency-Key
 * honoured (same key → same response; same key with other parameters → 400 idempotency_error).
 *
 * Billing is modelled just enough to check discounts: a subscription makes an invoice when it
 * starts and at each `advance()`; a coupon applies as Stripe documents — `once` to the first
 * invoice after it is applied (even a $0 trial invoice), `repeating` to invoices created before
 * the discount's end (its start + duration_in_months calendar months), `forever` to all.
 */

type Json = Record<string, unknown>;
export type FakeObject = Json & { id: string };

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Json;
  replayed: boolean;
}

export interface FakeInvoice extends FakeObject {
  subscription: string;
  period_start: number;
  period_end: number;
  created: number;
  subtotal: number;
  total: number;
  discount_coupon: string | null;
  discount_amount: number;
  status: 'paid' | 'open';
}

class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, param?: string) =>
  new StripeFail(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string) =>
  new StripeFail(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

/** Parses `a[b][0][c]=v` pairs (the SDK's encoding) into nested objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

const int = (value: unknown): number | undefined =>
  value === undefined || value === '' ? undefined : Number.parseInt(String(value), 10);

/** `seconds` plus `months` calendar months (clamped to the month's last day), in seconds. */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

export interface FakeStripe {
  /** `http://127.0.0.1:port` — STRIPE_API_BASE for the app. */
  url: string;
  secretKey: string;
  requests: FakeRequest[];
  customers: Map<string, FakeObject>;
  setupIntents: Map<string, FakeObject>;
  paymentMethods: Map<string, FakeObject>;
  subscriptions: Map<string, FakeObject>;
  coupons: Map<string, FakeObject>;
  discounts: Map<string, FakeObject>;
  prices: Map<string, FakeObject>;
  products: Map<string, FakeObject>;
  invoices: FakeInvoice[];
  /** Moves a subscription to its next period (trial end or renewal), as Stripe's clock would. */
  advance(subscriptionId: string, options?: { paymentFails?: boolean }): FakeObject;
  /** Stripe's retry of a failed renewal succeeds: the invoice is paid, the subscription active. */
  payOpenInvoice(subscriptionId: string): FakeObject;
  /** What the customer portal does when the cook cancels (at the period end) or resumes. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): FakeObject;
  /** An event as Stripe would POST it: JSON text, with a fresh evt_ id unless given. */
  event(type: string, object: Json, id?: string): { id: string; payload: string };
  /** Answer the next `count` requests (any) with a 500. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(
  options: { secretKey?: string; now?: () => Date } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_fake_${randomBytes(12).toString('hex')}`;
  const nowSeconds = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

  const customers = new Map<string, FakeObject>();
  const setupIntents = new Map<string, FakeObject>();
  const paymentMethods = new Map<string, FakeObject>();
  const subscriptions = new Map<string, FakeObject>();
  const coupons = new Map<string, FakeObject>();
  const prices = new Map<string, FakeObject>();
  const products = new Map<string, FakeObject>();
  const discounts = new Map<string, FakeObject>();
  const invoices: FakeInvoice[] = [];
  const requests: FakeRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let failures = 0;

  const get = (map: Map<string, FakeObject>, kind: string, id: string) => {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  };
  const metadataOf = (params: Json, previous: Json = {}) => ({
    ...previous,
    ...((params.metadata as Json | undefined) ?? {}),
  });

  /** Creates the subscription's invoice for [start, end), applying its discount the Stripe way. */
  const invoice = (subscription: FakeObject, start: number, end: number, trial: boolean, fails = false) => {
    const price = ((subscription.items as Json).data as Json[])[0]!.price as FakeObject;
    const subtotal = trial ? 0 : Number(price.unit_amount);
    let couponId: string | null = null;
    let total = subtotal;
    for (const discountId of subscription.discounts as string[]) {
      const discount = discounts.get(discountId)!;
      const coupon = coupons.get(discount.coupon as string)!;
      const applies =
        coupon.duration === 'forever' ||
        (coupon.duration === 'once' && !discount.used) ||
        (coupon.duration === 'repeating' && start < Number(discount.end));
      if (!applies) continue;
      discount.used = true;
      couponId = coupon.id;
      total = subtotal - Math.round((subtotal * Number(coupon.percent_off)) / 100);
    }
    const declines = Boolean(paymentMethods.get(String(subscription.default_payment_method))?.declines);
    const record: FakeInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      period_start: start,
      period_end: end,
      created: start,
      subtotal,
      total,
      amount_due: total,
      discount_coupon: couponId,
      discount_amount: subtotal - total,
      status: total > 0 && (fails || declines) ? 'open' : 'paid',
    };
    invoices.push(record);
    subscription.latest_invoice = record.id;
    return record;
  };
  const setPeriod = (subscription: FakeObject, start: number, end: number) => {
    const item = ((subscription.items as Json).data as Json[])[0]!;
    item.current_period_start = start;
    item.current_period_end = end;
  };
  const periodOf = (subscription: FakeObject) => {
    const item = ((subscription.items as Json).data as Json[])[0]!;
    return { start: Number(item.current_period_start), end: Number(item.current_period_end) };
  };

  const cancelNow = (subscription: FakeObject) => {
    if (subscription.status === 'canceled') throw invalid('This subscription has already been canceled.');
    const now = nowSeconds();
    Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
    return subscription;
  };

  type Handler = (params: Json, match: RegExpMatchArray) => Json;
  const routes: Array<[string, RegExp, Handler]> = [
    [
      'POST',
      /^\/v1\/customers$/,
      (params) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          metadata: metadataOf(params),
          invoice_settings: { default_payment_method: null },
          created: nowSeconds(),
        };
        customers.set(customer.id, customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_p, m) => get(customers, 'customer', m[1]!)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (params, m) => {
        const customer = get(customers, 'customer', m[1]!);
        const pm = (params.invoice_settings as Json | undefined)?.default_payment_method as
          | string
          | undefined;
        if (pm !== undefined) {
          if (get(paymentMethods, 'payment_method', pm).customer !== customer.id) {
            throw invalid(
              `The payment method ${pm} does not belong to this customer.`,
              'default_payment_method',
            );
          }
          customer.invoice_settings = { default_payment_method: pm };
        }
        customer.metadata = metadataOf(params, customer.metadata as Json);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (params) => {
        if (params.customer) get(customers, 'customer', String(params.customer));
        const id = newId('seti');
        const intent = {
          id,
          object: 'setup_intent',
          customer: params.customer ?? null,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          payment_method: null,
          usage: params.usage ?? 'off_session',
          metadata: metadataOf(params),
          created: nowSeconds(),
        };
        setupIntents.set(id, intent);
        return intent;
      },
    ],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (_p, m) => get(setupIntents, 'setup_intent', m[1]!)],
    [
      // What Stripe.js does in the browser: test tokens pm_card_visa / pm_card_chargeDeclined.
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (params, m) => {
        const intent = get(setupIntents, 'setup_intent', m[1]!);
        const token = String(params.payment_method ?? 'pm_card_visa');
        const pm = {
          id: newId('pm'),
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: token === 'pm_card_chargeDeclined' ? '0341' : '4242' },
          customer: intent.customer,
          declines: token === 'pm_card_chargeDeclined',
        };
        paymentMethods.set(pm.id, pm);
        Object.assign(intent, { status: 'succeeded', payment_method: pm.id });
        return intent;
      },
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (_p, m) => get(paymentMethods, 'payment_method', m[1]!)],
    [
      'POST',
      /^\/v1\/products$/,
      (params) => {
        const id = String(params.id ?? newId('prod'));
        if (products.has(id)) throw invalid(`Product already exists: ${id}`, 'id');
        const product = {
          id,
          object: 'product',
          name: params.name,
          active: true,
          metadata: metadataOf(params),
        };
        products.set(id, product);
        return product;
      },
    ],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_p, m) => get(products, 'product', m[1]!)],
    [
      'POST',
      /^\/v1\/prices$/,
      (params) => {
        get(products, 'product', String(params.product));
        const recurring = params.recurring as Json | undefined;
        const price = {
          id: newId('price'),
          object: 'price',
          product: params.product,
          active: true,
          currency: params.currency,
          unit_amount: int(params.unit_amount),
          lookup_key: params.lookup_key ?? null,
          recurring: recurring
            ? { interval: recurring.interval, interval_count: int(recurring.interval_count) ?? 1 }
            : null,
          metadata: metadataOf(params),
        };
        if (price.lookup_key && [...prices.values()].some((p) => p.lookup_key === price.lookup_key)) {
          throw invalid(`A price with lookup key ${price.lookup_key} already exists.`, 'lookup_key');
        }
        prices.set(price.id, price);
        return price;
      },
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (params) => {
        const keys = (params.lookup_keys as string[] | undefined) ?? null;
        const data = [...prices.values()].filter(
          (p) =>
            (!keys || keys.includes(String(p.lookup_key))) &&
            (params.active === undefined || String(p.active) === params.active),
        );
        return { object: 'list', data, has_more: false, url: '/v1/prices' };
      },
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (params) => {
        const id = String(params.id ?? newId('coupon'));
        if (coupons.has(id)) throw invalid(`Coupon already exists: ${id}`, 'id');
        const coupon = {
          id,
          object: 'coupon',
          name: params.name ?? null,
          percent_off: params.percent_off === undefined ? null : Number(params.percent_off),
          duration: params.duration,
          duration_in_months: int(params.duration_in_months) ?? null,
          valid: true,
          metadata: metadataOf(params),
        };
        coupons.set(id, coupon);
        return coupon;
      },
    ],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (_p, m) => get(coupons, 'coupon', m[1]!)],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (params) => {
        const customer = get(customers, 'customer', String(params.customer));
        const items = (params.items as Json[] | undefined) ?? [];
        if (items.length !== 1) throw invalid('This fake takes exactly one item.', 'items');
        const price = get(prices, 'price', String(items[0]!.price));
        const pmId = (params.default_payment_method ??
          (customer.invoice_settings as Json).default_payment_method) as string | null;
        const pm = pmId ? get(paymentMethods, 'payment_method', pmId) : null;
        if (pm && pm.customer !== customer.id) {
          throw invalid('The payment method does not belong to this customer.', 'default_payment_method');
        }
        const trialDays = int(params.trial_period_days);
        if (!pm && !trialDays) throw invalid('This customer has no attached payment source.');
        if (!trialDays && pm?.declines && params.payment_behavior === 'error_if_incomplete') {
          throw new StripeFail(402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          });
        }
        const now = nowSeconds();
        const trialEnd = trialDays ? now + trialDays * 86_400 : null;
        const subscription: FakeObject = {
          id: newId('sub'),
          object: 'subscription',
          customer: customer.id,
          status: trialEnd ? 'trialing' : 'active',
          items: {
            object: 'list',
            data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }],
          },
          default_payment_method: pm?.id ?? null,
          trial_start: trialEnd ? now : null,
          trial_end: trialEnd,
          trial_settings: params.trial_settings ?? null,
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          ended_at: null,
          start_date: now,
          created: now,
          discounts: [],
          metadata: metadataOf(params),
          latest_invoice: null,
        };
        for (const d of (params.discounts as Json[] | undefined) ?? []) {
          const coupon = get(coupons, 'coupon', String(d.coupon));
          const discount = {
            id: newId('di'),
            object: 'discount',
            coupon: coupon.id,
            subscription: subscription.id,
            start: now,
            end: coupon.duration === 'repeating' ? addMonths(now, Number(coupon.duration_in_months)) : null,
            used: false,
          };
          discounts.set(discount.id, discount);
          (subscription.discounts as string[]).push(discount.id);
        }
        const end = trialEnd ?? addMonths(now, 1);
        setPeriod(subscription, now, end);
        subscriptions.set(subscription.id, subscription);
        invoice(subscription, now, end, trialEnd !== null);
        return subscription;
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_p, m) => get(subscriptions, 'subscription', m[1]!)],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (params) => {
        const data = [...subscriptions.values()].filter(
          (s) =>
            (!params.customer || s.customer === params.customer) &&
            (params.status === 'all' ||
              (params.status ? s.status === params.status : s.status !== 'canceled')),
        );
        return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (params, m) => {
        const subscription = get(subscriptions, 'subscription', m[1]!);
        if (params.cancel_at_period_end !== undefined) {
          if (subscription.status === 'canceled')
            throw invalid('A canceled subscription can only update its metadata.');
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        subscription.metadata = metadataOf(params, subscription.metadata as Json);
        return subscription;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_p, m) => cancelNow(get(subscriptions, 'subscription', m[1]!)),
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (params) => ({
        object: 'list',
        data: invoices.filter((i) => !params.subscription || i.subscription === params.subscription),
        has_more: false,
        url: '/v1/invoices',
      }),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (params) => {
        get(customers, 'customer', String(params.customer));
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          created: nowSeconds(),
        };
      },
    ],
  ];

  // `expand` as Stripe does it, for the one field Sous expands: a subscription's discounts (ids → objects).
  const withDiscounts = (subscription: Json): Json => ({
    ...subscription,
    discounts: (subscription.discounts as string[]).map((id) => {
      const { used: _used, ...discount } = discounts.get(id)!;
      return discount;
    }),
  });
  const expand = (result: Json, paths: unknown): Json => {
    const wanted = new Set(paths && typeof paths === 'object' ? Object.values(paths).map(String) : []);
    if (result.object === 'subscription' && wanted.has('discounts')) return withDiscounts(result);
    if (result.object === 'list' && wanted.has('data.discounts')) {
      return { ...result, data: (result.data as Json[]).map(withDiscounts) };
    }
    return result;
  };

  const answer = (response: ServerResponse, status: number, body: string, replayed = false) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(body);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    const key = request.headers['idempotency-key'] as string | undefined;
    const log: FakeRequest = {
      method,
      path: url.pathname,
      idempotencyKey: key,
      authorization: request.headers.authorization,
      params,
      replayed: false,
    };
    requests.push(log);

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return answer(
        response,
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }),
      );
    }
    if (failures > 0) {
      failures -= 1;
      return answer(response, 500, JSON.stringify({ error: { type: 'api_error', message: 'Fake outage.' } }));
    }
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (key && method === 'POST') {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return answer(
          response,
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Key: ${key}`,
            },
          }),
        );
      }
      if (seen) {
        log.replayed = true;
        return answer(response, seen.status, seen.body, true);
      }
    }
    let status = 200;
    let text: string;
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    try {
      if (!route)
        throw new StripeFail(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname})`,
        });
      text = JSON.stringify(expand(route[2](params, url.pathname.match(route[1])!), params.expand));
    } catch (error) {
      if (!(error instanceof StripeFail)) throw error;
      status = error.status;
      text = JSON.stringify({ error: error.body });
    }
    // Stripe replays 4xx answers too, but not 5xx (those may be retried).
    if (key && method === 'POST' && status < 500) idempotent.set(key, { fingerprint, status, body: text });
    answer(response, status, text);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    customers,
    setupIntents,
    paymentMethods,
    subscriptions,
    coupons,
    discounts,
    prices,
    products,
    invoices,
    advance(subscriptionId, advanceOptions = {}) {
      const subscription = get(subscriptions, 'subscription', subscriptionId);
      const { end } = periodOf(subscription);
      if (subscription.status === 'canceled') throw new Error('canceled subscriptions do not advance');
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: 'canceled', ended_at: end, canceled_at: end });
        return subscription;
      }
      const next = addMonths(end, 1);
      setPeriod(subscription, end, next);
      const made = invoice(subscription, end, next, false, advanceOptions.paymentFails);
      subscription.status = made.status === 'paid' ? 'active' : 'past_due';
      return subscription;
    },
    payOpenInvoice(subscriptionId) {
      const subscription = get(subscriptions, 'subscription', subscriptionId);
      const open = invoices.find((i) => i.subscription === subscriptionId && i.status === 'open');
      if (!open) throw new Error('no open invoice');
      open.status = 'paid';
      subscription.status = 'active';
      return subscription;
    },
    setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = get(subscriptions, 'subscription', subscriptionId);
      subscription.cancel_at_period_end = cancel;
      return subscription;
    },
    event(type, object, id = newId('evt')) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      });
      return { id, payload };
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
