import { act, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { renderWithTheme } from '../test/renderWithTheme';
import { fieldBinder } from './fieldBinder';
import { nativeFormProps } from './nativeForm';
import { rulesResolver } from './rulesResolver';
import { TextField } from './TextField';
import { sendOnSubmit, useFormSubmission } from './useFormSubmission';

type Values = { name: string; email: string };

const copy = {
  name: { label: 'Your name', placeholder: 'Ada Lovelace', hint: 'As on your ID' },
  email: { label: 'Email' },
} as const;

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A two-field form wired the way the site's forms are: shared rules, bound fields, one submission flow. */
function NameForm({ fetchImpl, multipart }: { fetchImpl: typeof fetch; multipart?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { name: '', email: '' },
    resolver: rulesResolver<Values>((values) => ({ name: values.name ? undefined : 'Name is required' })),
  });
  const { send, honeypot } = useFormSubmission({ fetchImpl, createKey: () => 'key-1' });
  const field = fieldBinder(form, copy, { name: 40 });
  const onSubmit = sendOnSubmit(form, send, (values) => ({
    form: 'Name form',
    url: '/api/names',
    body: (spamFields) => ({ ...values, ...spamFields }),
    wording: { success: 'Sent!' },
  }));
  return (
    <form
      {...nativeFormProps('https://api.example/native/names', multipart ? { multipart } : {})}
      aria-label="Names"
      onSubmit={(event) => void onSubmit(event)}
    >
      {honeypot}
      <TextField {...field('name')} required />
      <TextField {...field('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
};

describe('a form wired with fieldBinder, nativeFormProps and sendOnSubmit', () => {
  beforeEach(() => {
    jest.spyOn(toast, 'success').mockImplementation(() => '');
    jest.spyOn(toast, 'error').mockImplementation(() => '');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives each field its copy, its length limit and its registration', () => {
    renderWithTheme(<NameForm fetchImpl={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('placeholder', 'Ada Lovelace');
    expect(name).toHaveAttribute('maxlength', '40');
    expect(name).toHaveAccessibleDescription('As on your ID');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).not.toHaveAttribute('maxlength');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('posts to the native route without scripts, leaves validation to the form once its script runs, and unmounts cleanly', () => {
    const { unmount } = renderWithTheme(<NameForm fetchImpl={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Names' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'https://api.example/native/names');
    expect(form).toHaveAttribute('enctype', 'application/x-www-form-urlencoded');
    expect((form as HTMLFormElement).noValidate).toBe(true);
    unmount();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('posts a form that carries a file as multipart', () => {
    renderWithTheme(<NameForm fetchImpl={jest.fn()} multipart />);
    expect(screen.getByRole('form', { name: 'Names' })).toHaveAttribute('enctype', 'multipart/form-data');
  });

  it('shows the rule message under its field and sends nothing while a rule fails', async () => {
    const fetchImpl = jest.fn();
    renderWithTheme(<NameForm fetchImpl={fetchImpl} />);
    await submit();
    const name = screen.getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your ID Name is required');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the values and clears the form once the send was accepted', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(200, {}));
    renderWithTheme(<NameForm fetchImpl={fetchImpl} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ada' } });
    await submit();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/names');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Ada', email: '', website: '' });
    expect(toast.success).toHaveBeenCalledWith('Sent!');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
  });

  it('keeps what the visitor typed when the send failed', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(500, {}));
    renderWithTheme(<NameForm fetchImpl={fetchImpl} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ada' } });
    await submit();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Message Sending Failed');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ada');
  });
});
