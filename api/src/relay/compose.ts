import type { SendMailOptions } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { OutboxMessage } from '../store/store';

const labels: Readonly<Record<string, string>> = {
  fullName: 'Name',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneNumber: 'Phone',
  message: 'Message',
  address: 'Address',
  education: 'Education',
  speciality: 'Speciality',
  experience: 'Experience',
  interest: 'Interest',
  companyName: 'Company',
  projectDescription: 'Project description',
  startDate: 'Start date',
  requiredExpertise: 'Required expertise',
  additionalRequirements: 'Additional requirements',
};

/**
 * The type an attachment is sent with: an SVG goes as application/octet-stream, so no mail
 * client renders it (it may hold script); every other kind keeps the type its bytes showed.
 */
const deliveredContentType = (contentType: string): string =>
  contentType === 'image/svg+xml' ? 'application/octet-stream' : contentType;

/** Plain-text body: one labelled block per field, multi-line values indented. */
const renderBody = (message: OutboxMessage): string => {
  const blocks = Object.entries(message.fields).map(([key, value]) => {
    const label = labels[key] ?? key;
    return value.includes('\n') ? `${label}:\n  ${value.split(/\r?\n/).join('\n  ')}` : `${label}: ${value}`;
  });
  const attachment = message.attachment
    ? [`Attachment: ${message.attachment.name} (${message.attachment.size} bytes)`]
    : [];
  return [
    ...blocks,
    ...attachment,
    '',
    `Received: ${new Date(message.createdAt).toISOString()} (outbox #${message.id})`,
  ].join('\n');
};

const senderName = (message: OutboxMessage): string | undefined => message.fields.fullName ?? message.fields.name;

/**
 * The mail for a stored message. The Message-ID is the one stored with the row, so every
 * attempt (also after a crash) carries the same one and a duplicate is recognisable.
 * An attachment is always a download (Content-Disposition: attachment, never inline, no cid).
 */
export const composeMail = (message: OutboxMessage, smtp: SmtpConfig): SendMailOptions => {
  const name = senderName(message);
  const { attachment } = message;
  return {
    from: smtp.from,
    to: smtp.to,
    replyTo: message.replyTo,
    subject: name === undefined ? message.subject : `${message.subject}: ${name}`,
    messageId: message.messageId,
    date: new Date(message.createdAt),
    headers: { 'X-CodeCrush-Outbox-Id': String(message.id), 'X-CodeCrush-Form': message.kind },
    text: renderBody(message),
    attachments: attachment
      ? [
          {
            filename: attachment.name,
            content: attachment.content,
            contentType: deliveredContentType(attachment.contentType),
            contentDisposition: 'attachment',
          },
        ]
      : [],
  };
};
