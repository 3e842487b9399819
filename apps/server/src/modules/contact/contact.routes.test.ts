import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { CONTACT_SUCCESS_MESSAGE } from '@kala/contract/contact';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown, remoteAddress = `10.2.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

const valid = {
  name: 'Ravi Kumar',
  email: 'Ravi@Example.com',
  subject: 'Commission a mandala',
  message: 'Could you paint a 16 inch dot mandala in blues for my living room?',
};

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.database.db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
      })
      .from(contactMessages);
    expect(rows).toEqual([
      { name: 'Ravi Kumar', email: 'ravi@example.com', subject: 'Commission a mandala', message: valid.message },
    ]);
  });

  it('accepts a message without a subject', async () => {
    const response = await send({ name: 'Meena', email: 'meena@example.com', message: 'Do you ship to Guwahati?' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, email: 'ravi-at-example' }, 'Please provide a valid email'],
    [{ ...valid, message: '' }, 'Message is required'],
    [{ ...valid, message: 'Hi there' }, 'Message must be at least 10 characters'],
    [{ ...valid, subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('names every bad field at once', async () => {
    const response = await send({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['email', 'message', 'name']);
  });

  it('limits one address to 5 messages a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, '10.9.8.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
