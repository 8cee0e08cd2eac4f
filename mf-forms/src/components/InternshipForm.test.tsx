import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { deferredFetch, jsonResponse, mockFetch, renderWithConfig } from '../test/renderWithConfig';
import { InternshipForm } from './InternshipForm';

const labels = {
  fullName: /Full name/,
  email: /^Email/,
  phoneNumber: /Phone number/,
  address: /Address/,
  education: /Education/,
  speciality: /Speciality/,
  experience: /Experience/,
  interest: /Why this internship/,
} as const;

const valid = {
  fullName: 'Ali Raza',
  email: 'ali.raza@example.com',
  phoneNumber: '0300-1234567',
  address: 'House 14, Satellite Town, Rawalpindi',
  education: 'BS Computer Science, COMSATS',
  speciality: 'React',
  experience: 'Two client projects',
  interest: 'Frontend performance',
};

/** `applyAccept: false` plays a visitor who switches the file picker to "All files". */
function renderForm({ applyAccept = true } = {}) {
  const user = userEvent.setup({ applyAccept });
  renderWithConfig(
    <>
      <h2 id="in-title">Apply for an internship</h2>
      <InternshipForm labelledBy="in-title" />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Apply for an internship' });
  const field = (name: keyof typeof labels) => within(form).getByLabelText(labels[name]);
  const cvInput = () => within(form).getByLabelText(/CV/);
  const fill = async (values: Partial<typeof valid> = {}) => {
    for (const [name, value] of Object.entries({ ...valid, ...values }) as Array<[keyof typeof labels, string]>) {
      await user.clear(field(name));
      if (value) await user.type(field(name), value);
    }
  };
  const send = () => user.click(within(form).getByRole('button', { name: 'Submit Application' }));
  return { user, form, field, cvInput, fill, send };
}

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('InternshipForm', () => {
  it('shows every validation message under its field and focuses the first', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    const { field, send } = renderForm();
    await send();
    const expected = {
      fullName: 'Full name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
      address: 'Address is required',
      education: 'Education details are required',
      speciality: 'Speciality is required',
      experience: 'Experience details are required',
      interest: 'Interest is required',
    } as const;
    for (const [name, message] of Object.entries(expected) as Array<[keyof typeof labels, string]>) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name).getAttribute('aria-describedby')).toMatch(/-error$|-error /);
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('fullName')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Invalid email format", "Phone number must be in Pakistani format" and a CV of the wrong type', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    const { user, field, cvInput, fill, send } = renderForm({ applyAccept: false });
    await fill({ email: 'ali@example', phoneNumber: '0300 123 4567' });
    await user.upload(cvInput(), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await send();
    expect(field('email')).toHaveAccessibleDescription('Invalid email format');
    expect(field('phoneNumber')).toHaveAccessibleDescription(
      'Pakistani mobile number, e.g. 0300-1234567 or +923001234567 Phone number must be in Pakistani format',
    );
    expect(cvInput()).toHaveAccessibleDescription(
      'PDF, DOC, DOCX, JPG, PNG, GIF or SVG, up to 5 MB The CV must be a PDF, Word document (DOC, DOCX) or image (JPG, PNG, GIF, SVG)',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts multipart with the CV once, shows "Submitting", then "Application sent successfully!" and resets', async () => {
    const { fetchMock, answer } = deferredFetch();
    const { user, form, field, cvInput, fill, send } = renderForm();
    await fill();
    await user.upload(cvInput(), new File(['%PDF-1.7'], 'ali-raza-cv.pdf', { type: 'application/pdf' }));
    await send();
    const busy = await within(form).findByRole('button', { name: 'Submitting' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/jobs/emails/send');
    const body = init.body as FormData;
    expect(body.get('subject')).toBe('Internship Application');
    expect(body.get('phone')).toBe('0300-1234567');
    expect(body.get('interest')).toBe('Frontend performance');
    expect((body.get('file') as File).name).toBe('ali-raza-cv.pdf');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy();
    await act(async () => answer(jsonResponse(200, { message: 'Application sent successfully!' })));
    expect(await screen.findByText('Application sent successfully!')).toBeInTheDocument();
    expect(field('fullName')).toHaveValue('');
    expect(field('interest')).toHaveValue('');
  });

  it.each([
    ['a refusal (only ok is checked)', async () => jsonResponse(400, { message: 'Address is required' })],
    [
      'a network failure',
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s shows "Message Sending Failed", is logged and keeps the input', async (_case, answer) => {
    mockFetch(answer);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, field, fill, send } = renderForm();
    await fill();
    await send();
    expect(await screen.findByText('Message Sending Failed')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Submit Application' })).toBeEnabled());
    expect(field('experience')).toHaveValue('Two client projects');
  });
});
