import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Order {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}
interface Payment {
  id: string;
  order_id: string;
  amount: number;
  status: 'captured';
}

/**
 * A local stand-in for Razorpay's API on 127.0.0.1 (a real HTTP server): orders, payments
 * and payment links of one account (Basic auth with its key id and secret). `pay` does what
 * a payer does in Checkout and answers what Checkout hands the page, signed as Razorpay signs.
 */
export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  orders: Map<string, Order>;
  links: Array<{ id: string; reference_id: string; amount: number; short_url: string }>;
  pay(
    orderId: string,
    amount?: number,
  ): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = 'fake_secret_123';
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const links: FakeRazorpay['links'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== expectedAuth)
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/v1/orders') {
      const body = await readJson(request);
      const order = {
        id: id('order'),
        amount: Number(body.amount),
        currency: String(body.currency),
        receipt: String(body.receipt),
      };
      orders.set(order.id, order);
      return send(200, { ...order, status: 'created' });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
    if (request.method === 'GET' && payment) {
      const found = payments.get(decodeURIComponent(payment[1]!));
      return found ? send(200, found) : send(404, { error: { code: 'BAD_REQUEST_ERROR' } });
    }
    if (request.method === 'POST' && url === '/v1/payment_links') {
      const body = await readJson(request);
      const link = {
        id: id('plink'),
        reference_id: String(body.reference_id),
        amount: Number(body.amount),
        short_url: `https://rzp.io/i/${randomBytes(4).toString('hex')}`,
      };
      links.push(link);
      return send(200, link);
    }
    send(404, { error: { code: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    orders,
    links,
    pay(orderId, amount) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const paid: Payment = {
        id: id('pay'),
        order_id: orderId,
        amount: amount ?? order.amount,
        status: 'captured',
      };
      payments.set(paid.id, paid);
      const signature = createHmac('sha256', keySecret)
        .update(`${orderId}|${paid.id}`)
        .digest('hex');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paid.id,
        razorpay_signature: signature,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
