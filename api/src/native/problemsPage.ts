import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the problems page says: a heading, the problems in form order, and where the form is. */
export interface ProblemsPage {
  heading: string;
  problems: readonly string[];
  /** The form's page on the site. */
  backUrl: string;
}

const styles = `body{margin:0;font-family:system-ui,sans-serif;color:#14213d;background:#f5f7fb;line-height:1.5}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;border-top:6px solid #c0392b}
h1{margin-top:0;font-size:1.6rem}li{margin:.25rem 0;font-weight:600;color:#a52a1f}a{color:#1d4ed8}`;

/**
 * The page a form posted without scripts gets when it could not be sent: every problem in the
 * form's own messages, and the way back (the browser's Back button keeps what was typed). Only
 * fixed texts: nothing the visitor sent is echoed.
 */
const renderProblemsPage = ({ heading, problems, backUrl }: ProblemsPage): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} – CodeCrush</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>Please correct the following and send the form again:</p>
<ul>
${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n')}
</ul>
<p>Use your browser's Back button to return to the form with what you typed, or <a href="${escapeHtml(backUrl)}">open the form again</a>.</p>
</main>
</body>
</html>
`;

/** The page's own policy: no script, no frames, no form, its one inline style sheet. */
const pageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const sendProblemsPage = (reply: FastifyReply, status: number, page: ProblemsPage): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', pageCsp)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .send(renderProblemsPage(page));
