import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { deferredFetch, jsonResponse, mockFetch, renderWithConfig } from '../test/renderWithConfig';
import { ContactMessageForm } from './ContactMessageForm';
import type { ContactMessageFormProps } from './ContactMessageForm';

function renderForm(variant: ContactMessageFormProps['variant']) {
  const user = userEvent.setup();
  renderWithConfig(
    <>
      <h2 id="form-title">Send us a message</h2>
      <ContactMessageForm variant={variant} labelledBy="form-title" />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Send us a message' });
  const field = (name: RegExp) => within(form).getByLabelText(name);
  const fill = async (values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>>) => {
    const all = {
      name: 'Ayesha Khan',
      email: 'ayesha@company.com',
      phone: '03001234567',
      message: 'A booking app',
      ...values,
    };
    for (const [key, label] of [
      ['name', /Full name/],
      ['email', /Email/],
      ['phone', /Phone number/],
      ['message', /Message/],
    ] as const) {
      await user.clear(field(label));
      if (all[key]) await user.type(field(label), all[key]);
    }
  };
  const send = () => user.click(within(form).getByRole('button', { name: 'Send Message' }));
  return { user, form, field, fill, send };
}

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe.each([
  ['home', 'Phone number is required'],
  ['contactPage', 'Phone is required'],
] as const)('the %s contact form', (variant, phoneRequired) => {
  it('shows every required message under its field, tied to it, and focuses the first', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    const { field, send } = renderForm(variant);
    await send();
    const expected = [
      [/Full name/, 'Name is required'],
      [/Email/, 'Email is required'],
      [/Phone number/, phoneRequired],
      [/Message/, 'Message is required'],
    ] as const;
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field(/Full name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the same input, valid on one variant and invalid on the other', () => {
  it('a@b: accepted by the contact page, "Invalid email address" at home', async () => {
    mockFetch(async () => jsonResponse(200, {}));
    const home = renderForm('home');
    await home.fill({ email: 'a@b' });
    await home.send();
    expect(home.field(/Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it('a@b is sent from the contact page', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    const page = renderForm('contactPage');
    await page.fill({ email: 'a@b' });
    await page.send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('a phone with letters: "Invalid phone number" on the contact page, sent from home', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    const page = renderForm('contactPage');
    await page.fill({ phone: '0300-CALL-NOW' });
    await page.send();
    expect(page.field(/Phone number/)).toHaveAccessibleDescription('Invalid phone number');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a phone with letters is sent from home', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    const home = renderForm('home');
    await home.fill({ phone: '0300-CALL-NOW' });
    await home.send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});

describe('sending', () => {
  it('posts the contact JSON once (double click), shows "Sending..." disabled, then resets on success', async () => {
    const { fetchMock, answer } = deferredFetch();
    const { user, form, field, fill } = renderForm('home');
    await fill({});
    const button = within(form).getByRole('button', { name: 'Send Message' });
    await user.dblClick(button);
    const busy = await within(form).findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/jobs/emails/send');
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      fullName: 'Ayesha Khan',
      email: 'ayesha@company.com',
      phone: '03001234567',
      message: 'A booking app',
      subject: 'Query Message',
      website: '',
    });
    await act(async () => answer(jsonResponse(200, { message: 'Message Sent Successfully' })));
    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field(/Full name/)).toHaveValue('');
    expect(field(/Message/)).toHaveValue('');
  });

  it('a refusal shows the server’s message and keeps the input', async () => {
    mockFetch(async () => jsonResponse(400, { message: 'Email is required' }));
    const { field, fill, send } = renderForm('contactPage');
    await fill({});
    await send();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue('Ayesha Khan');
  });

  it('a refusal without a message shows "Something went wrong"', async () => {
    mockFetch(async () => new Response('Bad gateway', { status: 502 }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, send } = renderForm('contactPage');
    await fill({});
    await send();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('a network failure shows "Message Sending Failed", is logged, keeps the input and retries with the same key', async () => {
    const fetchMock = mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { field, fill, send } = renderForm('home');
    await fill({});
    await send();
    expect(await screen.findByText('Message Sending Failed')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Message Sending Failed'), expect.any(TypeError));
    expect(field(/Message/)).toHaveValue('A booking app');
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });
});
