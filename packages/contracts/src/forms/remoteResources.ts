import { expertiseLines, type ExpertiseRow } from '../expertise';
import { validateRemoteResourceForm } from '../formValidation';
import { validateRemoteResource } from '../validation';
import { emptyValues, trimmedValues, type TextValues } from './formValues';

/** The template variables the API keeps, in form order (`requiredExpertise`: one line per expertise row). */
const wireFields = [
  'name',
  'email',
  'companyName',
  'phoneNumber',
  'projectDescription',
  'startDate',
  'requiredExpertise',
  'additionalRequirements',
] as const;

type TextField = Exclude<(typeof wireFields)[number], 'requiredExpertise'>;
/** The form's text fields: every variable but `requiredExpertise`, which the expertise rows make. */
const fields = wireFields.filter((field): field is TextField => field !== 'requiredExpertise');

/** The template variables the EmailJS-compatible call sends. */
export type RemoteResourceTemplateParams = TextValues<(typeof wireFields)[number]>;

/** The remote-resources form as the visitor fills it: its text fields, the expertise rows and the agreement. */
export type RemoteResourceFormValues = TextValues<TextField> & {
  expertise: ExpertiseRow[];
  privacyAgreement: boolean;
};

/** A row of the expertise table before the visitor chooses anything. */
export const emptyExpertiseRow: ExpertiseRow = {
  nameOfExpertise: '',
  numberOfExpertise: '',
  durationOfHire: '',
  requiredExpertise: '',
  otherExpertise: '',
};

/**
 * The remote-resources request, defined once for the browser form, the EmailJS-compatible route
 * (`POST /api/v1.0/email/send`, its template variables) and the no-script route: its text fields,
 * the template variables the API keeps (in form order), and the variables it is sent as (the
 * expertise rows joined into `requiredExpertise`, one line each).
 */
export const remoteResourcesForm = {
  /** The subject of the stored message (EmailJS carries none). */
  subject: 'Remote Resources Request',
  fields,
  empty: {
    ...emptyValues(fields),
    expertise: [emptyExpertiseRow],
    privacyAgreement: false,
  } satisfies RemoteResourceFormValues,
  wireFields,
  validate: validateRemoteResourceForm,
  validateWire: validateRemoteResource,
  toWire: (values: Omit<RemoteResourceFormValues, 'privacyAgreement'>): RemoteResourceTemplateParams => ({
    ...trimmedValues(fields, values),
    requiredExpertise: expertiseLines(values.expertise),
  }),
};
