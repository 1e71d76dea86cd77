import fc from 'fast-check';
import { FORMS, FORM_IDS, HONEYPOT_FIELD, validateForm, type FormField } from '../../server/forms';
import {
  initialValues,
  isValidEmail,
  readServerErrors,
  submissionBody,
  validateField,
  validateValues,
  type FormInput,
} from '../../src/lib/formValidation';

const field = (id: (typeof FORM_IDS)[number], name: string): FormField => {
  const found = FORMS[id].fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name} in ${id}`);
  return found;
};
const honeypot = { name: HONEYPOT_FIELD, value: '' };

describe('validateField', () => {
  it('asks for the e-mail address when it is left empty or blank', () => {
    const email = field('newsletter-sign-up', 'email');
    expect(validateField(email, '')).toBe('Enter your e-mail address');
    expect(validateField(email, '   ')).toBe('Enter your e-mail address');
  });

  it('rejects e-mail addresses without a domain and accepts ordinary ones', () => {
    const email = field('newsletter-sign-up', 'email');
    expect(validateField(email, 'maria@')).toMatch(/valid e-mail/);
    expect(validateField(email, 'maria.example.com')).toMatch(/valid e-mail/);
    expect(validateField(email, 'maria..lopez@example.com')).toMatch(/valid e-mail/);
    expect(validateField(email, ' maria.lopez+swim@example.co.uk ')).toBeNull();
  });

  it('checks the order number format of the returns forms', () => {
    const orderNumber = field('request-a-return', 'order_number');
    expect(validateField(orderNumber, '')).toBe('Order number is required');
    expect(validateField(orderNumber, 'order 1001')).toMatch(/such as #1001/);
    expect(validateField(orderNumber, '#1001')).toBeNull();
    expect(validateField(orderNumber, 'BB-1001')).toBeNull();
  });

  it('lets an optional order number stay empty on the contact form', () => {
    expect(validateField(field('contact-us', 'order_number'), '')).toBeNull();
  });

  it('requires the giveaway terms box to be ticked but not the newsletter consent box', () => {
    expect(validateField(field('giveaway', 'accepts_terms'), false)).toBe('Please tick this box to continue');
    expect(validateField(field('giveaway', 'accepts_terms'), true)).toBeNull();
    expect(validateField(field('newsletter-sign-up', 'accepts_marketing'), false)).toBeNull();
  });

  it('asks for a choice from the list for the return reason', () => {
    const reason = field('request-a-return', 'reason');
    expect(validateField(reason, '')).toBe('Choose a reason');
    expect(validateField(reason, 'hated-it')).toBe('Choose a reason from the list');
    expect(validateField(reason, 'too-small')).toBeNull();
  });

  it('offers a faulty product only reasons that are faults: a change of mind is a return of its own', () => {
    const fault = field('return-a-product', 'reason');
    const values = (fault.options ?? []).map((o) => o.value);
    expect(values).toEqual(['faulty', 'damaged', 'wrong-item', 'wrong-size', 'other']);
    expect(validateField(fault, 'changed-mind')).toBe('Choose a problem from the list');
    expect(field('request-a-return', 'reason').options?.map((o) => o.value)).not.toContain('faulty');
  });

  it('limits the length of text fields', () => {
    const name = field('contact-us', 'name');
    expect(validateField(name, 'x'.repeat(201))).toBe('Name must be at most 200 characters');
    expect(validateField(name, 'x'.repeat(200))).toBeNull();
  });
});

describe('initialValues', () => {
  it('starts every text field empty and every box unticked', () => {
    expect(initialValues(FORMS.giveaway.fields)).toEqual({
      email: '',
      first_name: '',
      last_name: '',
      instagram: '',
      accepts_terms: false,
    });
  });

  it('prefills known fields from the page address and ignores unknown ones and bad choices', () => {
    const values = initialValues(FORMS['return-a-product'].fields, {
      product: 'Marina Top',
      reason: 'not-a-reason',
      admin: 'yes',
    });
    expect(values.product).toBe('Marina Top');
    expect(values.reason).toBe('');
    expect(values).not.toHaveProperty('admin');
  });
});

describe('submissionBody', () => {
  it('trims text, sends booleans for boxes and includes the honeypot', () => {
    const body = submissionBody(
      FORMS['newsletter-sign-up'].fields,
      { email: '  ana@example.com ', first_name: ' Ana', accepts_marketing: true },
      { name: HONEYPOT_FIELD, value: 'spam.example' },
    );
    expect(body).toEqual({
      email: 'ana@example.com',
      first_name: 'Ana',
      accepts_marketing: true,
      [HONEYPOT_FIELD]: 'spam.example',
    });
  });
});

describe('readServerErrors', () => {
  const fields = FORMS['request-a-return'].fields;

  it('puts the service’s field errors next to the fields it shows', () => {
    const result = readServerErrors(
      { statusCode: 400, message: 'Please check these fields: email', fieldErrors: { email: 'Enter a valid e-mail address' } },
      fields,
      'fallback',
    );
    expect(result).toEqual({ fieldErrors: { email: 'Enter a valid e-mail address' }, formError: null });
  });

  it('turns errors about fields the form does not show into a message for the whole form', () => {
    const result = readServerErrors({ message: 'x', fieldErrors: { _form: 'The form body must be an object' } }, fields, 'fb');
    expect(result).toEqual({ fieldErrors: {}, formError: 'The form body must be an object' });
  });

  it('uses the service’s message, or the fallback when the body is not what it should be', () => {
    expect(readServerErrors({ message: 'Too many requests' }, fields, 'fb').formError).toBe('Too many requests');
    expect(readServerErrors('<html>Bad gateway</html>', fields, 'fb').formError).toBe('fb');
    expect(readServerErrors(null, fields, 'fb').formError).toBe('fb');
  });
});

// ---- Properties: the browser and the shop service agree ----

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom('', '   ', '#1001', 'BB-77', 'too-small', 'faulty', '@blue.bay', 'marina-top-coral-reef', '+44 20 7946 0958', 'a@b', 'ana@example.com'),
  fc.string({ minLength: 190, maxLength: 260 }),
);
const formInput = (fields: readonly FormField[]): fc.Arbitrary<FormInput> =>
  fc.record(
    Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? fc.boolean() : text])) as Record<
      string,
      fc.Arbitrary<string | boolean>
    >,
  );

describe('formValidation properties', () => {
  it.each(FORM_IDS)('flags exactly the fields the shop service rejects on %s', (id) => {
    const fields = FORMS[id].fields;
    fc.assert(
      fc.property(formInput(fields), (values) => {
        const client = Object.keys(validateValues(fields, values)).sort();
        const server = validateForm(id, submissionBody(fields, values, honeypot));
        const serverKeys = server.ok ? [] : Object.keys(server.fieldErrors).sort();
        expect(client).toEqual(serverKeys);
      }),
      { numRuns: 150 },
    );
  });

  it('accepts an e-mail address with surrounding spaces exactly when it accepts the trimmed one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), fc.constantFrom('', ' ', '\t', '  '), (email, pad) => {
        expect(isValidEmail(`${pad}${email}${pad}`)).toBe(isValidEmail(email));
      }),
    );
  });

  it('never reports an error for an empty optional field', () => {
    const optional = FORM_IDS.flatMap((id) => FORMS[id].fields.filter((f) => !f.required));
    fc.assert(
      fc.property(fc.constantFrom(...optional), fc.constantFrom('', ' ', '\n'), (f, blank) => {
        expect(validateField(f, f.type === 'checkbox' ? false : blank)).toBeNull();
      }),
    );
  });

  it('sends the same body when the body is sent again (trimming is idempotent)', () => {
    const fields = FORMS['contact-us'].fields;
    fc.assert(
      fc.property(formInput(fields), (values) => {
        const once = submissionBody(fields, values, honeypot);
        expect(submissionBody(fields, once, honeypot)).toEqual(once);
      }),
    );
  });

  it('reads any response body without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const result = readServerErrors(body, FORMS.waitlist.fields, 'fallback');
        expect(result.formError === null ? Object.keys(result.fieldErrors).length > 0 : true).toBe(true);
      }),
    );
  });
});
