import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import type { FormAnswer } from '../bench/flood/browser';
import { checkDeliveries } from '../bench/flood/delivery';
import { floodOptionsOf } from '../bench/flood/options';
import { failedBars, type RunFigures } from '../bench/flood/report';
import { startSmtpServer } from './helpers/smtp';

/** `npm run bench:flood`: what it is asked to run, what it counts in the inbox, and its verdict. */

const form = (n: number, overrides: Partial<FormAnswer> = {}): FormAnswer => ({
  token: `flood-t3st-${n}`,
  outcome: 200,
  answer: 'Message sent',
  latencyMs: 100,
  answeredAt: Date.now(),
  ...overrides,
});

const cleanRun = (forms = Array.from({ length: 60 }, (_unused, index) => form(index + 1))): RunFigures => ({
  seconds: 60,
  rate: 2000,
  inFlight: 256,
  flood: {
    due: 120_000,
    sent: 120_000,
    notSent: 0,
    answers: { 204: 120_000 },
    latency: { p50: 2, p99: 9, max: 40 },
    elapsedMs: 60_010,
    cpuMs: 20_000,
  },
  browser: { forms, beacons: { 204: 60 } },
  delivery: {
    expected: 60,
    delivered: 60,
    missing: [],
    twice: [],
    unannounced: [],
    lag: { p50: 80, p99: 300, max: 310 },
  },
  outbox: { states: { sent: 60 }, storedTwice: [] },
  storedBeacons: 120_060,
  apiLogs: [],
  nginxErrors: [],
  machineCpu: 95,
});

describe('the flood run’s options', () => {
  it('default to 60 s of 2000 beacons/s from 500 addresses, 256 in flight; each can be given either way', () => {
    assert.deepEqual(floodOptionsOf([]), { seconds: 60, rate: 2000, clients: 500, inFlight: 256 });
    assert.deepEqual(floodOptionsOf(['--seconds', '10', '--rate=500', '--clients', '100', '--in-flight=800']), {
      seconds: 10,
      rate: 500,
      clients: 100,
      inFlight: 800,
    });
  });

  it('refuse what they cannot run, saying what to write', () => {
    assert.throws(
      () => floodOptionsOf(['--seconds', '0']),
      /^Error: --seconds must be an integer from 1 to 600, got "0"$/,
    );
    assert.throws(
      () => floodOptionsOf(['--rate', '1.5']),
      /^Error: --rate must be an integer from 1 to 50000, got "1\.5"$/,
    );
    assert.throws(
      () => floodOptionsOf(['--clients']),
      /^Error: --clients must be an integer from 1 to 64516, got nothing$/,
    );
    assert.throws(() => floodOptionsOf(['--clients', '']), /got ""$/);
    assert.throws(
      () => floodOptionsOf(['--speed', '3']),
      /^Error: unknown option "--speed"\nusage: npm run bench:flood -w api -- \[--seconds 60\] \[--rate 2000\] \[--clients 500\] \[--in-flight 256\]$/,
    );
    assert.throws(
      () => floodOptionsOf(['--clients', '700', '--in-flight', '201']),
      /^Error: --clients \(700\) \+ --in-flight \(201\) must stay within 900: nginx's 1024 worker connections hold both$/,
    );
    assert.equal(floodOptionsOf(['--clients', '700', '--in-flight', '200']).inFlight, 200);
  });
});

describe('the flood run’s delivery check (a real SMTP server)', () => {
  it('counts each accepted form delivered, sent again, stored twice, missing, or delivered unannounced', async (t) => {
    const smtp = await startSmtpServer();
    t.after(() => smtp.close());
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    t.after(() => transport.close());
    const now = Date.now();
    const forms = [
      form(1, { answeredAt: now - 1000 }),
      form(2, { answeredAt: now - 2000 }),
      form(3, { answeredAt: now - 3000 }),
      form(4),
      form(5, { outcome: 503 }),
      form(6, { outcome: 'error' }),
    ];
    const deliver = (token: string, messageId: string) =>
      transport.sendMail({
        from: 'site@codecrush.test',
        to: 'inbox@codecrush.test',
        subject: 'Query Message',
        messageId,
        text: `Message: Sent during the proxy flood run (${token}).`,
      });
    await deliver('flood-t3st-1', '<one@codecrush.test>');
    await deliver('flood-t3st-2', '<two@codecrush.test>');
    await deliver('flood-t3st-2', '<two@codecrush.test>');
    await deliver('flood-t3st-3', '<three@codecrush.test>');
    await deliver('flood-t3st-3', '<three-again@codecrush.test>');
    await deliver('flood-t3st-5', '<five@codecrush.test>');
    const figures = await checkDeliveries(smtp, forms, 300);
    // Every delivery arrived between `now` and here: a lag is its form's age at `now` plus at most that.
    const deliveringMs = Date.now() - now;
    const { lag, ...counts } = figures;
    assert.deepEqual(counts, {
      expected: 4,
      delivered: 3,
      missing: ['flood-t3st-4'],
      twice: [
        { token: 'flood-t3st-2', times: 2, messageIds: 1 },
        { token: 'flood-t3st-3', times: 2, messageIds: 2 },
      ],
      unannounced: ['flood-t3st-5'],
    });
    // From each accepted form's answer to its first delivery: its age at `now` (1, 2 and 3 s) plus the
    // time the deliveries took, however loaded the machine.
    assert.ok(lag.p50 >= 2000 && lag.p50 <= 2000 + deliveringMs, `p50 ${lag.p50} (deliveries took ${deliveringMs} ms)`);
    assert.ok(lag.p99 >= 3000 && lag.p99 <= 3000 + deliveringMs, `p99 ${lag.p99} (deliveries took ${deliveringMs} ms)`);
    assert.equal(lag.max, lag.p99);
  });
});

describe('the flood run’s verdict (issue 43’s bars)', () => {
  it('passes a run where every form was answered 2xx within 500 ms and delivered once', () => {
    assert.deepEqual(failedBars(cleanRun()), []);
    const slowest = cleanRun().browser.forms.map((answer, index) => ({
      ...answer,
      latencyMs: index === 0 ? 500 : 100,
    }));
    assert.deepEqual(failedBars(cleanRun(slowest)), []);
  });

  it('names each bar that failed', () => {
    const forms = cleanRun().browser.forms;
    const refused = forms.map((answer, index) =>
      index === 3 ? { ...answer, outcome: 429 } : index === 4 ? { ...answer, outcome: 'error' as const } : answer,
    );
    assert.deepEqual(failedBars(cleanRun(refused)), [
      '2 of 60 forms not answered 2xx (429 ×1, error ×1)',
      'a form was refused by a rate limit (429)',
    ]);
    assert.deepEqual(failedBars(cleanRun(forms.map((answer) => ({ ...answer, outcome: 302 })))), [
      '60 of 60 forms not answered 2xx (302 ×60)',
    ]);
    assert.deepEqual(failedBars({ ...cleanRun(), delivery: { ...cleanRun().delivery, missing: ['a', 'b'] } }), [
      '2 forms accepted but never delivered',
    ]);
    const slow = forms.map((answer, index) => ({ ...answer, latencyMs: index === 0 ? 501 : 100 }));
    assert.deepEqual(failedBars(cleanRun(slow)), ['form p99 501 ms > 500 ms']);
    const run = cleanRun();
    assert.deepEqual(
      failedBars({
        ...run,
        delivery: {
          ...run.delivery,
          missing: ['flood-t3st-1'],
          twice: [{ token: 'flood-t3st-2', times: 2, messageIds: 1 }],
        },
        outbox: { states: { sent: 57, sending: 1, queued: 2 }, storedTwice: ['flood-t3st-3'] },
      }),
      [
        '1 form accepted but never delivered',
        '1 form delivered more than once',
        '1 form stored twice',
        '3 outbox rows still queued or sending after the wait (would be sent later)',
      ],
    );
  });
});
