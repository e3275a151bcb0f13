import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { midtransSignature } from '../modules/payments/midtrans-signature';
import { statusCodeOf } from '../modules/payments/midtrans-status';

interface SnapRequest {
  authorization: string | undefined;
  body: {
    transaction_details?: { order_id?: unknown; gross_amount?: unknown };
    item_details?: { id?: unknown; price?: unknown; quantity?: unknown; name?: unknown }[];
    customer_details?: Record<string, unknown>;
    enabled_payments?: unknown;
    callbacks?: { finish?: unknown };
    expiry?: unknown;
  };
}

export interface MidtransStandIn {
  url: string;
  requests: SnapRequest[];
  /** Every call of the status API, in order. */
  statusRequests: { orderId: string; authorization: string | undefined }[];
  /** Every refund the refund API made, in order (a repeated refund_key is not made twice). */
  refunds: { orderId: string; refundKey: string; amount: number; reason: string }[];
  /**
   * Sends a notification for a created transaction, signed with the server key unless told.
   * The transaction takes that status, as the status API then reports it; with `record: false`
   * the notification claims a status Midtrans never gave (a forged or replayed one).
   */
  notify(
    target: string,
    orderId: string,
    transactionStatus: string,
    overrides?: Partial<Record<string, string>>,
    options?: { record?: boolean },
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;

/**
 * A local stand-in for Midtrans, for tests: it answers Snap's create-transaction the way Snap does
 * (Basic auth with the server key, integer gross_amount, item lines adding up to it, unique
 * order_id of at most 50 allowed characters), answers the status API (GET /v2/{order}/status,
 * Basic auth) with the status its last recorded notification gave, makes refunds of settled
 * transactions (POST /v2/{order}/refund, idempotent by refund_key), and sends signed HTTP
 * notifications, so the real adapter's HTTP code and our notification endpoint are exercised
 * end to end.
 */
export async function startMidtransStandIn(serverKey: string): Promise<MidtransStandIn> {
  const requests: SnapRequest[] = [];
  const amounts = new Map<string, number>();
  const statuses = new Map<string, { transaction_status: string; fraud_status?: string }>();
  const statusRequests: MidtransStandIn['statusRequests'] = [];
  const refunds: MidtransStandIn['refunds'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const statusPath = req.method === 'GET' && req.url?.match(/^\/v2\/([^/]+)\/status$/);
      if (statusPath) {
        const orderId = decodeURIComponent(statusPath[1]!);
        statusRequests.push({ orderId, authorization: req.headers.authorization });
        if (req.headers.authorization !== expectedAuth) {
          return send(401, {
            status_code: '401',
            status_message: 'Unknown Merchant server_key/id',
          });
        }
        const status = statuses.get(orderId);
        if (!status) {
          return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        }
        return send(200, {
          status_code: statusCodeOf(status.transaction_status),
          status_message: 'Success, transaction is found',
          order_id: orderId,
          gross_amount: `${amounts.get(orderId)}.00`,
          currency: 'IDR',
          payment_type: 'qris',
          ...status,
        });
      }
      const refundPath = req.method === 'POST' && req.url?.match(/^\/v2\/([^/]+)\/refund$/);
      if (refundPath) {
        const orderId = decodeURIComponent(refundPath[1]!);
        if (req.headers.authorization !== expectedAuth) {
          return send(401, {
            status_code: '401',
            status_message: 'Unknown Merchant server_key/id',
          });
        }
        const body = JSON.parse(raw || '{}') as {
          refund_key?: string;
          amount?: number;
          reason?: string;
        };
        const earlier = refunds.find((refund) => refund.refundKey === body.refund_key);
        const status = statuses.get(orderId)?.transaction_status;
        if (!earlier && status !== 'settlement' && status !== 'capture') {
          // Midtrans answers HTTP 200 with the refusal inside.
          return send(200, {
            status_code: '412',
            status_message: 'Transaction status cannot be updated.',
          });
        }
        const amount = body.amount ?? amounts.get(orderId) ?? 0;
        if (!earlier) {
          refunds.push({
            orderId,
            refundKey: body.refund_key ?? '',
            amount,
            reason: body.reason ?? '',
          });
          statuses.set(orderId, { transaction_status: 'refund' });
        }
        return send(200, {
          status_code: '200',
          status_message: 'Success, refund request is approved',
          order_id: orderId,
          transaction_status: 'refund',
          gross_amount: `${amounts.get(orderId)}.00`,
          refund_amount: `${amount}.00`,
          refund_key: body.refund_key,
        });
      }
      if (req.method !== 'POST' || req.url !== '/snap/v1/transactions') {
        return send(404, { error_messages: ['Not found'] });
      }
      let body: SnapRequest['body'];
      try {
        body = JSON.parse(raw) as SnapRequest['body'];
      } catch {
        return send(400, { error_messages: ['Invalid JSON'] });
      }
      requests.push({ authorization: req.headers.authorization, body });
      if (req.headers.authorization !== expectedAuth) {
        return send(401, {
          error_messages: [
            'Access denied due to unauthorized transaction, please check client or server key',
          ],
        });
      }
      const orderId = body.transaction_details?.order_id;
      const gross = body.transaction_details?.gross_amount;
      const errors: string[] = [];
      if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
        errors.push('transaction_details.order_id is invalid');
      } else if (amounts.has(orderId)) {
        errors.push('transaction_details.order_id has already been taken');
      }
      if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 1) {
        errors.push('transaction_details.gross_amount must be an integer of at least 1');
      }
      if (body.item_details) {
        const sum = body.item_details.reduce(
          (total, item) => total + Number(item.price) * Number(item.quantity),
          0,
        );
        const integers = body.item_details.every(
          (item) => Number.isInteger(item.price) && Number.isInteger(item.quantity),
        );
        if (!integers || sum !== gross) {
          errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
        }
      }
      if (errors.length) return send(400, { error_messages: errors });
      amounts.set(orderId as string, gross as number);
      const token = randomUUID();
      return send(201, {
        token,
        redirect_url: `${url}/snap/v4/redirection/${token}`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    statusRequests,
    refunds,
    async notify(target, orderId, transactionStatus, overrides = {}, { record = true } = {}) {
      const statusCode = overrides.status_code ?? statusCodeOf(transactionStatus);
      const grossAmount = overrides.gross_amount ?? `${amounts.get(orderId) ?? 0}.00`;
      const body: Record<string, string | undefined> = {
        transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
        transaction_status: transactionStatus,
        transaction_id: randomUUID(),
        status_message: `midtrans payment notification`,
        status_code: statusCode,
        signature_key: midtransSignature(orderId, statusCode, grossAmount, serverKey),
        payment_type: 'qris',
        order_id: orderId,
        merchant_id: 'G000000000',
        gross_amount: grossAmount,
        fraud_status: 'accept',
        currency: 'IDR',
        ...overrides,
      };
      if (record) {
        statuses.set(orderId, {
          transaction_status: transactionStatus,
          ...(body.fraud_status ? { fraud_status: body.fraud_status } : {}),
        });
      }
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
