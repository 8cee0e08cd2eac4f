import { company } from '@codecrush/contracts';
import type { LegalDocument } from '../types';

/** The privacy policy (effective 1 July 2024; children under 13 excluded). */
export const privacyPolicy = {
  title: 'Privacy Policy',
  subtitle: 'Effective 1 July 2024. How CodeCrush collects, uses and protects your information.',
  dateLine: 'Effective 1 July 2024',
  intro: [
    `This policy explains what personal information ${company.name} collects when you visit our website, contact us or apply for a job or internship, how we use it, who we share it with and the choices you have. We have written it to be read, not skimmed: if anything is unclear, email us at ${company.email}.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      paragraphs: [
        `${company.name} is a software services company with its main office in Rawalpindi and a regional office in Chakdara, Pakistan. We are responsible for the personal information described in this policy. You can reach us at ${company.email} or ${company.phone}.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. Information we collect',
      paragraphs: [
        'We collect only what we need to answer you, to consider your application or to keep the website working. We do not ask for sensitive information such as religion, health or financial account details, and we ask you not to send it.',
      ],
      items: [
        'Contact and project enquiries: your name, email address, phone number, company name, the subject and your message.',
        'Remote resource requests: the details above plus your project description, start date and the expertise you need.',
        'Job and internship applications: your name, email, phone number, address, education, speciality, experience, interests and the CV or resume you upload.',
        'Technical information: IP address, browser type, pages visited and the time of each request, recorded in server logs.',
        'Cookies and similar technologies, described in section 5.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '3. How we use your information',
      paragraphs: ['We use personal information for these purposes and no others:'],
      items: [
        'To reply to your enquiry, prepare a proposal and provide the services you ask for.',
        'To assess your job or internship application and contact you about it.',
        'To operate, secure and improve the website, including preventing spam and abuse of our forms.',
        'To meet legal, accounting and tax obligations.',
        'To send you updates about our services, only if you have asked us to; every such email has an unsubscribe link.',
      ],
    },
    {
      id: 'legal-bases',
      heading: '4. Why we are allowed to use it',
      paragraphs: [
        'We process your information because you asked us to (for example, by sending an enquiry or an application), because we need it to enter into or perform a contract with you, because the law requires it, or because we have a legitimate interest in running a secure and useful website that does not override your rights. Where we rely on your consent, you may withdraw it at any time.',
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies and analytics',
      paragraphs: [
        'Our website uses a small number of cookies and similar storage. Strictly necessary storage keeps the site working, for example remembering a developer setting. With your agreement we also use privacy-friendly analytics to count visits and understand which pages are useful; these statistics are aggregated and are not used to build advertising profiles.',
        'You can block or delete cookies in your browser settings. The website will still work, although some preferences will not be remembered.',
      ],
    },
    {
      id: 'sharing',
      heading: '6. Who we share it with',
      paragraphs: [
        'We do not sell or rent personal information. We share it only with service providers who help us run our business — our hosting provider, our email delivery service and, when you use the remote resources form, our email-form provider — under contracts that allow them to use it only on our instructions and require them to protect it.',
        'We may also disclose information when the law requires it, to protect the rights and safety of our staff, clients or the public, or to a buyer or successor if our business is reorganised, in which case this policy will continue to apply.',
      ],
    },
    {
      id: 'retention',
      heading: '7. How long we keep it',
      paragraphs: ['We keep personal information only as long as we need it:'],
      items: [
        'Enquiries and related correspondence: up to 24 months after our last contact, or longer if they become part of a contract.',
        'Job and internship applications: up to 12 months after the position is filled, so that we can consider you for similar roles, unless you ask us to delete them sooner.',
        'Server logs: up to 90 days, unless needed to investigate a security incident.',
        'Accounting records: as long as tax law requires.',
      ],
    },
    {
      id: 'security',
      heading: '8. How we protect it',
      paragraphs: [
        'We use encrypted connections, access controls based on job role, regular software updates and secure storage for uploaded files, which are kept outside any public web folder and checked for their file type. No system is perfectly secure, but if a breach affecting your information occurs we will tell you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'transfers',
      heading: '9. International transfers',
      paragraphs: [
        'Some of our service providers store data on servers outside Pakistan. When information is transferred abroad we make sure it receives a level of protection consistent with this policy, for example through contractual commitments from the provider.',
      ],
    },
    {
      id: 'your-rights',
      heading: '10. Your rights',
      paragraphs: [
        `You may ask us for a copy of the personal information we hold about you, ask us to correct or delete it, object to or restrict how we use it, and withdraw any consent you have given. To do so, email ${company.email}. We will answer within 30 days and may ask you to confirm your identity first. You may also complain to a data-protection authority.`,
      ],
    },
    {
      id: 'children',
      heading: '11. Children’s privacy',
      paragraphs: [
        'Our website and services are not directed to children under the age of 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has sent us personal information, please contact us and we will delete it promptly.',
      ],
    },
    {
      id: 'third-party-links',
      heading: '12. Links to other websites',
      paragraphs: [
        'Our website links to other sites, such as our social media pages and map services. Their owners are responsible for their own privacy practices; please read their policies before sharing information with them.',
      ],
    },
    {
      id: 'changes',
      heading: '13. Changes to this policy',
      paragraphs: [
        'We may update this policy when our services or the law change. The effective date at the top shows when it last changed, and we will highlight significant changes on this page for a reasonable period.',
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact us',
      paragraphs: [
        `Questions or requests about this policy: ${company.email}, ${company.phone}, or by post to ${company.offices[0].address}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
