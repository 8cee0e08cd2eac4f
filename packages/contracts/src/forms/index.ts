/** Each form of the site, defined once: its fields, rules, file rule and the body the API takes. */
export * from './contact';
export * from './jobApplication';
export * from './internship';
export * from './remoteResources';
export type { TextValues } from './formValues';
export type { TextFieldSpec, TextInput, TextRule } from './textRules';
