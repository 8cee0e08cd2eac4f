import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { SiteConfigContext } from '@codecrush/composition';
import { renderWithProviders } from '@codecrush/composition/test';
import type { SiteConfig } from '@codecrush/contracts';
import JobApplyPage from './JobApplyPage';

const config = { api: { baseUrl: 'http://api.test/' } } as SiteConfig;
const sendUrl = 'http://api.test/jobs/emails/send';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const ok = () => new Response(JSON.stringify({ message: 'Application sent successfully!' }), { status: 200 });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  // Toasts live in react-hot-toast's module-wide store: clear them between tests.
  act(() => toast.remove());
});

/** Renders the page and waits for the form, whose code loads when it nears the viewport. */
async function renderPage() {
  const user = userEvent.setup({ applyAccept: false });
  const result = renderWithProviders(
    <SiteConfigContext.Provider value={config}>
      <JobApplyPage />
      <Toaster />
    </SiteConfigContext.Provider>,
    { route: '/careers/apply' },
  );
  await screen.findByRole('form', { name: 'Apply Now' }, { timeout: 5000 });
  return { user, ...result };
}

const form = () => screen.getByRole('form', { name: 'Apply Now' });
const field = (name: RegExp) => within(form()).getByLabelText(name);
const submitButton = () => within(form()).getByRole('button', { name: /Submit Application|Sending\.\.\./ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First Name/), 'Ayesha');
  await user.type(field(/Last Name/), 'Khan');
  await user.type(field(/Phone Number/), '0300 1234567');
  await user.type(field(/Email/), 'ayesha@example.com');
}

/** The FormData of the n-th call to the API. */
const sentBody = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  expect(url).toBe(sendUrl);
  expect(init.method).toBe('POST');
  return init.body as FormData;
};

describe('JobApplyPage', () => {
  it('describes the internship and carries its JobPosting data', async () => {
    const { container } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Web Development Intern' })).toBeInTheDocument();
    for (const name of ['About the Internship', 'Responsibilities', 'Requirements', 'Benefits', 'Apply Now']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // Without scripts the browser posts the form itself to the API's job form.
    expect(form()).toHaveAttribute('action', 'http://api.test/forms/job');
    expect(form()).toHaveAttribute('method', 'post');
    expect(field(/Resume/)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.svg');
    expect(field(/Resume/)).toHaveAccessibleDescription('SVG, PNG, JPG or GIF (max. 800x400 px)');
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title: 'Web Development Intern',
      employmentType: ['INTERN', 'FULL_TIME'],
      hiringOrganization: { name: 'CodeCrush' },
    });
  });

  it('shows every required message under its field, tied to it, and focuses the first', async () => {
    const { user } = await renderPage();
    await user.click(submitButton());
    const expected = [
      [/First Name/, 'First name is required'],
      [/Last Name/, 'Last name is required'],
      [/Phone Number/, 'Phone number is required'],
      [/Email/, 'Email is required'],
    ] as const;
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field(/First Name/)).toHaveFocus();
    expect(field(/Resume/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bad email with its message and moves the focus to it', async () => {
    const { user } = await renderPage();
    await fillValid(user);
    await user.clear(field(/Email/));
    await user.type(field(/Email/), 'ayesha@example');
    await user.click(submitButton());
    expect(field(/Email/)).toHaveAccessibleDescription('Entered value does not match email format');
    expect(field(/Email/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a resume of another type as soon as it is chosen, and sends nothing', async () => {
    const { user } = await renderPage();
    await fillValid(user);
    await user.upload(field(/Resume/), new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File type not allowed (allowed: .jpg, .jpeg, .png, .gif, .svg)')).toBeVisible();
    expect(field(/Resume/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(submitButton());
    expect(field(/Resume/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the multipart body, shows Sending... while in flight, then the success toast and an empty form', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await renderPage();
    await fillValid(user);
    const resume = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'ayesha.svg', { type: 'image/svg+xml' });
    await user.upload(field(/Resume/), resume);
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Sending...');
    expect(submitButton()).toBeDisabled();
    const body = sentBody();
    expect(body.get('fullName')).toBe('Ayesha Khan');
    expect(body.get('email')).toBe('ayesha@example.com');
    expect(body.get('phone')).toBe('0300 1234567');
    expect(body.get('subject')).toBe('Job Application');
    expect(body.get('file')).toBe(resume);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();

    await act(async () => answer(ok()));
    expect(await screen.findByText('Application sent successfully!')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
    expect(field(/First Name/)).toHaveValue('');
    expect(field(/Email/)).toHaveValue('');
    expect((field(/Resume/) as HTMLInputElement).files).toHaveLength(0);
  });

  it('omits the file when no resume is chosen', async () => {
    fetchMock.mockResolvedValueOnce(ok());
    const { user } = await renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Application sent successfully!')).toBeInTheDocument();
    expect(sentBody().has('file')).toBe(false);
  });

  it.each([
    ['the API answers 500', () => fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }))],
    ['the network fails', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('when %s: Message Sending Failed, logged, and everything typed is kept for a retry', async (_, fail) => {
    fail();
    const { user } = await renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Message Sending Failed')).toBeInTheDocument();
    // The log names the form whose send failed.
    expect(jest.mocked(console.error).mock.calls.map(([first]) => String(first))).toContainEqual(
      expect.stringMatching(/^Job application: Message Sending Failed/),
    );
    expect(submitButton()).toBeEnabled();
    expect(field(/First Name/)).toHaveValue('Ayesha');
    expect(field(/Last Name/)).toHaveValue('Khan');
    expect(field(/Phone Number/)).toHaveValue('0300 1234567');
    expect(field(/Email/)).toHaveValue('ayesha@example.com');

    fetchMock.mockResolvedValueOnce(ok());
    await user.click(submitButton());
    expect(await screen.findByText('Application sent successfully!')).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
  });
});
