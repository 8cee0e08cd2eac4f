import { expertiseLines, otherExpertiseChoice } from '@codecrush/contracts';
import { testConfig } from '../test/renderWithConfig';
import { emailjsSendBody, emptyExpertiseRow, emptyRemoteResourceForm } from './remoteResourceRequest';
import type { RemoteResourceFormValues } from './remoteResourceRequest';

const values: RemoteResourceFormValues = {
  ...emptyRemoteResourceForm,
  name: ' Hamza Siddiqui ',
  email: 'hamza@northwind.io',
  companyName: 'Northwind Logistics',
  phoneNumber: '+92 300 1234567',
  projectDescription: 'Fleet tracking dashboard',
  startDate: '2027-01-04',
  additionalRequirements: '',
  privacyAgreement: true,
  expertise: [
    { ...emptyExpertiseRow, nameOfExpertise: 'QA Engineer', numberOfExpertise: '2', durationOfHire: '6 months' },
    {
      nameOfExpertise: 'Full-Stack Developer',
      numberOfExpertise: '1',
      durationOfHire: '12 months',
      requiredExpertise: 'Senior Developer',
      otherExpertise: '',
    },
    {
      nameOfExpertise: 'DevOps Engineer',
      numberOfExpertise: '1',
      durationOfHire: '3 months',
      requiredExpertise: otherExpertiseChoice,
      otherExpertise: ' Kubernetes specialist ',
    },
  ],
};

describe('the remote-resources EmailJS body', () => {
  it('has one line per row: Expertise (with its level), Number, Duration', () => {
    expect(expertiseLines(values.expertise).split('\n')).toEqual([
      'Expertise: QA Engineer, Number: 2, Duration: 6 months',
      'Expertise: Senior Developer – Full-Stack Developer, Number: 1, Duration: 12 months',
      'Expertise: Kubernetes specialist – DevOps Engineer, Number: 1, Duration: 3 months',
    ]);
  });

  it('carries the ids from the site config and the template’s variables', () => {
    const body = emailjsSendBody(values, testConfig.emailjs, { website: '', formStartedAt: '5' });
    expect(body).toEqual({
      lib_version: '4.4.1',
      user_id: 'key_t',
      service_id: 'service_t',
      template_id: 'template_t',
      template_params: {
        additionalRequirements: '',
        companyName: 'Northwind Logistics',
        email: 'hamza@northwind.io',
        name: 'Hamza Siddiqui',
        phoneNumber: '+92 300 1234567',
        projectDescription: 'Fleet tracking dashboard',
        requiredExpertise: expertiseLines(values.expertise),
        startDate: '2027-01-04',
        website: '',
        formStartedAt: '5',
      },
    });
  });

  it('sends every text field without the spaces typed around it', () => {
    const padded: RemoteResourceFormValues = {
      ...values,
      name: ' Hamza Siddiqui\n',
      email: '  hamza@northwind.io ',
      companyName: ' Northwind Logistics ',
      phoneNumber: ' +92 300 1234567 ',
      projectDescription: '\n Fleet tracking dashboard \n',
      additionalRequirements: '  Weekly reports  ',
    };
    expect(emailjsSendBody(padded, testConfig.emailjs).template_params).toMatchObject({
      name: 'Hamza Siddiqui',
      email: 'hamza@northwind.io',
      companyName: 'Northwind Logistics',
      phoneNumber: '+92 300 1234567',
      projectDescription: 'Fleet tracking dashboard',
      additionalRequirements: 'Weekly reports',
    });
  });
});
