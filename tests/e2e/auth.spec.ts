import { expect, test } from '@playwright/test';
import { pasteOtp, readOtp, signUpThroughUi, uniquePhone } from './support';

test('a new player signs up, logs out, logs in, resets the password and logs in with it', async ({ page, request }) => {
  const phone = uniquePhone();
  await signUpThroughUi(page, request, 'Asha Verma', phone, 'first-password');

  await expect(page.getByText('Registration successful! Welcome aboard! 🎉')).toBeVisible();
  await expect(page).toHaveURL('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(nav.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await pasteOtp(page, await readOtp(request, phone, 'password reset'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();

  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('logging in with a number that has no account goes to the sign-up page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/Register');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});

test('a wrong code is said on the boxes; after too many the page offers a new code at once', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Farah Sheikh');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-good-password');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: 'Register' }).click();
  const real = await readOtp(request, phone);
  const wrong = real === '000000' ? '111111' : '000000';
  const boxes = page.getByRole('group', { name: 'One-time code' });
  const refusal = boxes.locator('xpath=..').getByRole('alert');

  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await pasteOtp(page, wrong);
    await expect(refusal).toHaveText('That code is not right. Please check it and try again.');
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
  }
  await expect(page).toHaveURL('/register');
  // Each answer takes the place of the toast before: one toast, however many codes were tried.
  const toasts = page.locator('.mantine-Notifications-root [role="alert"]');
  await expect(toasts).toHaveCount(1);

  await pasteOtp(page, wrong);
  await expect(refusal).toHaveText('Too many wrong codes. Please request a new one.');
  await expect(toasts).toHaveCount(1);
  // The spent code is not said to still work, and a new one is a tap away, timer or not.
  await expect(page.getByText(/stays valid/)).toBeHidden();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(refusal).toBeHidden();
  // Restarted: at least 10 s left, however long a busy machine takes to show it.
  await expect(page.getByRole('timer')).toHaveText(/Time left: 0:[1-3]\d/);
  let fresh = real;
  await expect
    .poll(async () => {
      fresh = await readOtp(request, phone);
      return fresh;
    })
    .not.toBe(real);
  await pasteOtp(page, fresh);
  await expect(page).toHaveURL('/');
});

test('after too many wrong passwords the sign-in page says how long to wait and leads to a reset', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await signUpThroughUi(page, request, 'Meena Pillai', phone, 'meena-password');
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  for (let n = 1; n <= 6; n += 1) {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`not my password ${n}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  }
  const wait = page.getByRole('alert').filter({ hasText: 'Too many wrong passwords' });
  // A minute from the last wrong one, less whatever a busy machine took to show it.
  await expect(wait).toContainText(/Please try again in (1 minute|\d+ seconds), or reset your password\./);

  await wait.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await pasteOtp(page, await readOtp(request, phone, 'password reset'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('meena-new-password');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('meena-new-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('link', { name: 'Back to Login' }).click();

  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('meena-new-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
});

test("sign-up's toast about the last try goes when the form itself stops the next one", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ishaan Rao');
  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await phone.fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-good-password');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Register' }).click();
  const toasts = page.locator('.mantine-Notifications-root [role="alert"]');
  await expect(toasts).toHaveText('Password and confirmation do not match.');

  await phone.fill('12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Enter a valid phone number.')).toBeVisible();
  await expect(toasts).toHaveCount(0);
});

test("sign-up's refusal of the last try goes once a corrected one reaches the code screen", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ishaan Rao');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-good-password');
  const confirmation = page.getByRole('textbox', { name: 'Confirm password', exact: true });
  await confirmation.fill('another-password');
  await page.getByRole('button', { name: 'Register' }).click();
  const refusal = page.locator('.mantine-Notifications-root').getByText('Password and confirmation do not match.');
  await expect(refusal).toBeVisible();

  // The pointer rests on the toast, which holds it open, while the corrected try is sent from the keyboard.
  await refusal.hover();
  await confirmation.fill('a-good-password');
  await confirmation.press('Enter');
  await expect(page.getByText('Time left:')).toBeVisible();
  await expect(refusal).toHaveCount(0);
});
