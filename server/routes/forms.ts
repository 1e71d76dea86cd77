/**
 * POST /api/forms/:form for the site's forms (server/forms.ts defines them). Accepts JSON and plain
 * HTML form posts (urlencoded), so a form works before the page hydrates.
 */
import type { FastifyPluginAsync } from 'fastify';
import { assertSafeBody } from '../bodyLimits';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { FORMS, HONEYPOT_FIELD, isFormId, validateForm } from '../forms';
import { orderName, OrderCheckUnavailable, type OrderCheck } from '../orderCheck';
import type { Limiter } from '../rateLimits';
import { storeSubmission } from '../store/formSubmissions';

export interface FormRoutesOptions {
  db: Db;
  /** Known-form posts per IP (all e-mails together). */
  formsIpLimit: Limiter;
  /** Posts per e-mail address. */
  formsEmailLimit: Limiter;
  /** Unknown form names per IP, counted apart so they never use up real sign-ups' budget. */
  unknownLimit: Limiter;
  /** Whether an order number is one of an e-mail's orders; without it the returns forms take any number. */
  checkOrder?: OrderCheck;
}

/** A form's fields are small; 64 KB leaves room for a long message and nothing more. */
export const FORM_MAX_BODY_BYTES = 64 * 1024;

export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (instance, options) => {
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_MAX_BODY_BYTES },
    (_request, body, done) => {
      // Repeated keys keep the last value: every field here is single-valued.
      const fields: unknown = Object.fromEntries(new URLSearchParams(body as string));
      try {
        assertSafeBody(fields);
        done(null, fields);
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  instance.post<{ Params: { form: string } }>(
    '/forms/:form',
    { bodyLimit: FORM_MAX_BODY_BYTES },
    async (request, reply) => {
      const { form } = request.params;
      if (!isFormId(form)) {
        await options.unknownLimit(request, reply);
        throw new HttpError(404, `Unknown form "${form}"`);
      }
      await options.formsIpLimit(request, reply);
      await options.formsEmailLimit(request, reply);
      const body = request.body;
      const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : '';
      // Bots get the same answer as people, so they learn nothing; their data is dropped.
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null && honeypot !== false) {
        request.log.info({ form }, 'form honeypot filled; submission dropped');
        return { ok: true };
      }
      const definition = FORMS[form];
      const validation = validateForm(form, body);
      if (!validation.ok) {
        const fields = Object.keys(validation.fieldErrors).join(', ');
        throw new HttpError(400, `Please check these fields: ${fields}`, { fieldErrors: validation.fieldErrors });
      }
      const { email, order_number: orderNumber } = validation.values;
      if (definition.checksOrder && options.checkOrder && typeof email === 'string' && typeof orderNumber === 'string') {
        let belongs: boolean;
        try {
          belongs = await options.checkOrder(orderNumber, email);
        } catch (error) {
          if (!(error instanceof OrderCheckUnavailable)) throw error;
          request.log.error({ err: error, form }, 'order check unavailable');
          throw new HttpError(503, 'We could not check the order number right now. Please try again in a few minutes.');
        }
        if (!belongs) {
          const message = `We can't find order ${orderName(orderNumber) ?? orderNumber} for ${email}. Check the order number and the e-mail address in your order confirmation.`;
          throw new HttpError(400, message, { fieldErrors: { order_number: message } });
        }
      }
      await storeSubmission(options.db, definition, validation.values);
      return { ok: true };
    },
  );
};
