/**
 * The e-mail outbox: activation, reset, welcome and order e-mails are stored instead of sent, and
 * listed at /__outbox/ (HTML) and /__outbox.json.
 */
import type { Queryable } from '../db/database';

export type EmailKind = 'welcome' | 'activation' | 'reset' | 'order' | 'shipping' | 'login-code';

export interface EmailLink {
  label: string;
  url: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  kind: EmailKind;
  text: string;
  links: EmailLink[];
}

export interface StoredEmail extends OutgoingEmail {
  id: number;
  html: string;
  createdAt: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function htmlBody(email: OutgoingEmail): string {
  const paragraphs = email.text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const links = email.links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('');
  return `${paragraphs}${links}`;
}

interface Row {
  id: number;
  to_address: string;
  subject: string;
  kind: EmailKind;
  text_body: string;
  html_body: string;
  links: EmailLink[];
  created_at: Date;
}

const toEmail = (row: Row): StoredEmail => ({
  id: Number(row.id),
  to: row.to_address,
  subject: row.subject,
  kind: row.kind,
  text: row.text_body,
  html: row.html_body,
  links: row.links,
  createdAt: new Date(row.created_at).toISOString(),
});

export class Outbox {
  constructor(
    private readonly db: Queryable,
    /** The shop the e-mails come from (their subjects and text name it). */
    readonly shopName: string,
  ) {}

  async send(email: OutgoingEmail, tx: Queryable = this.db): Promise<StoredEmail> {
    const rows = await tx.query<Row>(
      `INSERT INTO outbox (to_address, subject, kind, text_body, html_body, links)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [email.to, email.subject, email.kind, email.text, htmlBody(email), JSON.stringify(email.links)],
    );
    return toEmail(rows[0] as Row);
  }

  /** Newest first; optionally only those sent to one address. */
  async list(options: { to?: string; limit?: number } = {}): Promise<StoredEmail[]> {
    const rows = options.to
      ? await this.db.query<Row>('SELECT * FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2', [
          options.to,
          options.limit ?? 200,
        ])
      : await this.db.query<Row>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [options.limit ?? 200]);
    return rows.map(toEmail);
  }

  async clear(): Promise<void> {
    await this.db.query('DELETE FROM outbox');
  }
}

export { escapeHtml };
