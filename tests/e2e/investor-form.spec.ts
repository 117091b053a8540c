import { expect, test } from '@playwright/test';
import { sites, urlOn } from './support/sites';

const FORM = '/contact/investment';

for (const site of sites) {
  for (const width of [360, 1280]) {
    test(`${site.label} investor form at ${width} px: every input has a placeholder, shown whole`, { tag: '@phone' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlOn(site, FORM));
      const form = page.getByRole('main').locator('form');
      await expect(form.getByRole('textbox').first()).toBeVisible();
      // The text a placeholder needs in the input's own font, against the room its content box gives it.
      const fields = await form.locator('input:not([type=radio]):not([type=hidden]):not([tabindex="-1"]):visible, textarea:visible').evaluateAll((inputs) =>
        inputs.map((element) => {
          const input = element as HTMLInputElement;
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d');
          if (context) context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { name: input.name, placeholder: input.placeholder, needs: context?.measureText(input.placeholder).width ?? 0, room };
        }),
      );
      expect(fields.length).toBeGreaterThanOrEqual(8);
      for (const field of fields) {
        expect(field.placeholder, `${field.name} has a placeholder`).not.toBe('');
        if (field.name !== 'note') expect(field.needs, `${field.name}: "${field.placeholder}" fits`).toBeLessThanOrEqual(field.room);
      }
    });
  }
}

test('Chinese investor form: a mobile number in the landline field asks for the landline', async ({ page }) => {
  const [chinese] = sites;
  await page.goto(urlOn(chinese, FORM));
  await page.getByLabel(chinese.messages['investor.label.landline']).fill('13812345678');
  await page.getByRole('button', { name: chinese.messages['form.submit'] }).click();
  await expect(page.getByText(chinese.messages['form.fillLandline'], { exact: true })).toBeVisible();
});
