import { company } from '@codecrush/contracts';
import type { LegalDocument } from '../types';

/** The terms and conditions (current as of 20 April 2025; minimum age 18). */
export const terms = {
  title: 'Terms and Conditions',
  subtitle: 'Current as of 20 April 2025. The terms that govern your use of the CodeCrush website and services.',
  dateLine: 'Current as of 20 April 2025',
  intro: [
    `These terms govern your use of the ${company.name} website and the information, forms and materials on it. Please read them carefully. Work we carry out for clients is governed by a separate written agreement, which takes precedence over these terms where the two differ.`,
  ],
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these terms',
      paragraphs: [
        'By accessing or using this website you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website. If you use the website on behalf of an organisation, you confirm that you are authorised to accept these terms for it.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Eligibility',
      paragraphs: [
        'You must be at least 18 years old to use this website to request services, submit a project enquiry or enter into any agreement with us. Internship and job applicants under 18 may only apply with the consent of a parent or guardian where the law allows.',
      ],
    },
    {
      id: 'use-of-website',
      heading: '3. Acceptable use',
      paragraphs: ['You agree to use the website lawfully and not to:'],
      items: [
        'send false, misleading or another person’s information through our forms;',
        'upload files that contain viruses or other harmful code, or that you have no right to share;',
        'attempt to gain unauthorised access to the website, our servers or any connected system, or test their vulnerability without our written permission;',
        'send unsolicited advertising or use automated tools to submit forms or copy content in bulk;',
        'use the website in any way that could damage, disable or overload it.',
      ],
    },
    {
      id: 'services-and-quotes',
      heading: '4. Our services, proposals and estimates',
      paragraphs: [
        'Descriptions of services, case studies and figures on this website are for general information. They do not form an offer. Any proposal or estimate we send you is valid for 30 days unless it says otherwise, and becomes binding only when both parties sign a written agreement setting out scope, price, timeline and ownership of the work.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '5. Intellectual property',
      paragraphs: [
        `All content on this website — text, illustrations, logos, designs and code — belongs to ${company.name} or its licensors and is protected by copyright and trademark law. You may view and print pages for your own reference. You may not copy, modify, republish or use our content commercially without our written permission. Client names and project descriptions are shown with the clients’ permission and remain their property.`,
      ],
    },
    {
      id: 'submissions',
      heading: '6. Information you send us',
      paragraphs: [
        'When you send us an enquiry, a CV or project information, you confirm that it is accurate and that you have the right to share it. We will treat project details you send as confidential and use them only to respond to you. Personal information is handled as described in our Privacy Policy. Please do not send us confidential business information through the website before a non-disclosure agreement is in place if that matters to you; we are happy to sign one first.',
      ],
    },
    {
      id: 'third-parties',
      heading: '7. Third-party links and services',
      paragraphs: [
        'The website links to third-party sites and uses third-party services such as maps, social networks, a live-chat widget and an email-form provider. We do not control them and are not responsible for their content, availability or practices. Your use of them is subject to their own terms.',
      ],
    },
    {
      id: 'disclaimer',
      heading: '8. Disclaimer',
      paragraphs: [
        'We work to keep the website accurate and available, but it is provided “as is” and “as available”. To the extent the law allows, we make no warranties that the website will be uninterrupted, error-free or free of harmful components, or that its information is complete or current.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Limitation of liability',
      paragraphs: [
        `To the extent the law allows, ${company.name} is not liable for any indirect, incidental or consequential loss, or for loss of profit, data or business, arising from your use of or inability to use the website. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud. Our liability for services we provide is set out in the agreement for those services.`,
      ],
    },
    {
      id: 'indemnity',
      heading: '10. Indemnity',
      paragraphs: [
        'You agree to compensate us for reasonable losses and costs that arise from your breach of these terms or your misuse of the website, including claims brought by third parties.',
      ],
    },
    {
      id: 'suspension',
      heading: '11. Suspension of access',
      paragraphs: [
        'We may suspend or restrict access to the website, or to its forms, if we reasonably believe these terms have been breached or to protect the website, our clients or other users, and we may change or withdraw any part of the website at any time.',
      ],
    },
    {
      id: 'governing-law',
      heading: '12. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of Pakistan. We will always try to resolve a disagreement by talking first; if that fails, the courts of Rawalpindi and Islamabad have exclusive jurisdiction.',
      ],
    },
    {
      id: 'changes',
      heading: '13. Changes to these terms',
      paragraphs: [
        'We may revise these terms from time to time. The date at the top shows the current version. Changes apply from the moment they are published; by continuing to use the website you accept the revised terms.',
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact',
      paragraphs: [`Questions about these terms: ${company.email} or ${company.phone}.`],
    },
  ],
} as const satisfies LegalDocument;
