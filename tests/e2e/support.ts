import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A valid Indian mobile number that no other test run uses. */
export function uniquePhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The newest code of that kind the server texted to this phone, from the development SMS outbox. */
export async function readOtp(
  request: APIRequestContext,
  phone: string,
  purpose: 'sign-up' | 'password reset' = 'sign-up',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(`+91${phone}`)}`);
      const body = (await response.json()) as { data: { text: string }[] };
      // The latest code of that kind: a reset code is texted after the answer, so an earlier sign-up code may be all there is yet.
      const latest = body.data.find((sms) => sms.text.includes(`Pitchside ${purpose} code`));
      code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Types a code into the six OTP boxes, as a user pasting from the SMS would. */
export async function pasteOtp(page: Page, code: string) {
  const first = page.getByLabel('Digit 1 of 6');
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, code);
}

export async function signUpThroughUi(
  page: Page,
  request: APIRequestContext,
  name: string,
  phone: string,
  password: string,
) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await pasteOtp(page, await readOtp(request, phone));
}

/** Holds the page's requests matching `pattern` (a slow line) until the function answered is called, which lets them go. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}
