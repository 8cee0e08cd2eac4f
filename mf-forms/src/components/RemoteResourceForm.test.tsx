import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { deferredFetch, mockFetch, renderWithConfig, testConfig } from '../test/renderWithConfig';
import { RemoteResourceForm } from './RemoteResourceForm';

function renderForm(config = testConfig) {
  const user = userEvent.setup();
  renderWithConfig(
    <>
      <h2 id="rr-title">Contact Us</h2>
      <RemoteResourceForm labelledBy="rr-title" />
    </>,
    { config },
  );
  const form = screen.getByRole('form', { name: 'Contact Us' });
  const rows = () => within(form).getAllByRole('group', { name: /^Expertise \d$/ });
  const fillRow = async (row: HTMLElement, expertise: string, number: string, duration: string, level?: string) => {
    await user.selectOptions(within(row).getByLabelText(/^Expertise\*?$/), expertise);
    await user.selectOptions(within(row).getByLabelText(/Number of people/), number);
    await user.selectOptions(within(row).getByLabelText(/Duration of hire/), duration);
    if (level) await user.selectOptions(within(row).getByLabelText(/Level/), level);
  };
  const fillMain = async () => {
    await user.type(within(form).getByLabelText(/^Name/), 'Hamza Siddiqui');
    await user.type(within(form).getByLabelText(/Work email/), 'hamza@northwind.io');
    await user.type(within(form).getByLabelText(/Company name/), 'Northwind Logistics');
    await user.type(within(form).getByLabelText(/Phone number/), '+92 300 1234567');
    await user.type(within(form).getByLabelText(/Project description/), 'Fleet tracking dashboard');
    await user.type(within(form).getByLabelText(/Preferred start date/), '2027-01-04');
  };
  const agree = () => user.click(within(form).getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
  const send = () => user.click(within(form).getByRole('button', { name: 'Send Request' }));
  return { user, form, rows, fillRow, fillMain, agree, send };
}

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('RemoteResourceForm', () => {
  it('names every required field and the agreement; additional requirements stay optional', async () => {
    const fetchMock = mockFetch(async () => new Response('OK'));
    const { form, send } = renderForm();
    await send();
    const messages = [
      [/^Name/, 'Name is required'],
      [/Work email/, 'Email is required'],
      [/Company name/, 'Company name is required'],
      [/Phone number/, 'Phone number is required'],
      [/Project description/, 'Project description is required'],
      [/Preferred start date/, 'Start date is required'],
      [/^Expertise\*?$/, 'Choose the expertise you need'],
      [/Number of people/, 'Choose how many people you need'],
      [/Duration of hire/, 'Choose how long you need them'],
    ] as const;
    for (const [label, message] of messages) {
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(within(form).getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to the privacy policy to send your request',
    );
    expect(within(form).getByLabelText(/Additional requirements/)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText(/Additional requirements/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^Name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Add More appends a row with its own Remove; the first row has none; Remove takes the row out', async () => {
    const { user, form, rows } = renderForm();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add More' }));
    await user.click(within(form).getByRole('button', { name: 'Add More' }));
    expect(rows()).toHaveLength(3);
    expect(within(rows()[2]!).getByLabelText(/^Expertise\*?$/)).toHaveFocus();
    await user.selectOptions(within(rows()[2]!).getByLabelText(/^Expertise\*?$/), 'QA Engineer');
    await user.click(within(form).getByRole('button', { name: 'Remove expertise 2' }));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByLabelText(/^Expertise\*?$/)).toHaveValue('QA Engineer');
    expect(within(form).getByRole('button', { name: 'Add More' })).toHaveFocus();
  });

  it('"Other (please specify)" reveals a required description field', async () => {
    const { user, form, rows, send } = renderForm();
    const row = rows()[0]!;
    expect(within(row).queryByLabelText(/Describe the expertise/)).toBeNull();
    await user.selectOptions(within(row).getByLabelText(/Level/), 'Other (please specify)');
    expect(within(row).getByLabelText(/Describe the expertise/)).toBeInTheDocument();
    await send();
    expect(within(row).getByLabelText(/Describe the expertise/)).toHaveAccessibleDescription(
      'Describe the expertise you need',
    );
    await user.selectOptions(within(row).getByLabelText(/Level/), 'Senior Developer');
    expect(within(form).queryByLabelText(/Describe the expertise/)).toBeNull();
  });

  it('sends the EmailJS body (one line per row) once, shows "Sending", then resets on success', async () => {
    const { fetchMock, answer } = deferredFetch();
    const { user, form, rows, fillRow, fillMain, agree, send } = renderForm();
    await fillMain();
    await fillRow(rows()[0]!, 'QA Engineer', '2', '6 months');
    await user.click(within(form).getByRole('button', { name: 'Add More' }));
    await fillRow(rows()[1]!, 'Full-Stack Developer', '1', '12 months', 'Senior Developer');
    await agree();
    await send();
    const busy = await within(form).findByRole('button', { name: 'Sending' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1.0/email/send');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy();
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ service_id: 'service_t', template_id: 'template_t', user_id: 'key_t' });
    expect(body.template_params).toMatchObject({
      name: 'Hamza Siddiqui',
      email: 'hamza@northwind.io',
      companyName: 'Northwind Logistics',
      phoneNumber: '+92 300 1234567',
      projectDescription: 'Fleet tracking dashboard',
      startDate: '2027-01-04',
      additionalRequirements: '',
      requiredExpertise:
        'Expertise: QA Engineer, Number: 2, Duration: 6 months\n' +
        'Expertise: Senior Developer – Full-Stack Developer, Number: 1, Duration: 12 months',
    });
    await act(async () => answer(new Response('OK', { status: 200 })));
    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
    expect(rows()).toHaveLength(1);
    expect(within(form).getByRole('checkbox')).not.toBeChecked();
  });

  it('a failure shows "Message Sending Failed" and keeps every row; a third-party EmailJS gets no key header', async () => {
    const fetchMock = mockFetch(async () => new Response('The service ID is invalid', { status: 400 }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = { ...testConfig, emailjs: { ...testConfig.emailjs, origin: 'https://api.emailjs.com' } };
    const { user, form, rows, fillRow, fillMain, agree, send } = renderForm(config);
    await fillMain();
    await fillRow(rows()[0]!, 'UI/UX Designer', '1', '3 months');
    await user.click(within(form).getByRole('button', { name: 'Add More' }));
    await fillRow(rows()[1]!, 'DevOps Engineer', '1', '1 month');
    await agree();
    await send();
    expect(await screen.findByText('Message Sending Failed')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send Request' })).toBeEnabled());
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByLabelText(/^Expertise\*?$/)).toHaveValue('DevOps Engineer');
    expect(within(form).getByLabelText(/Company name/)).toHaveValue('Northwind Logistics');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(new Headers(init.headers).has('Idempotency-Key')).toBe(false);
  });
});
