import { contactMessage, emptyContactForm } from './contactMessage';

describe('the contact message body', () => {
  it('sends every field without the spaces typed around it, the fixed subject and the spam-trap fields', () => {
    const typed = {
      ...emptyContactForm,
      fullName: ' Sana Malik ',
      email: '  sana@example.com\n',
      phone: ' 0300 7654321 ',
      message: '\n  When can we talk about a website?  \n',
    };
    expect(contactMessage(typed, { website: '', formStartedAt: '7' })).toEqual({
      fullName: 'Sana Malik',
      email: 'sana@example.com',
      phone: '0300 7654321',
      message: 'When can we talk about a website?',
      subject: 'Query Message',
      website: '',
      formStartedAt: '7',
    });
  });
});
