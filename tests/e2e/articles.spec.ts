import { ARTICLE_SLUGS_BY_GROUP } from '@bulwark/contracts/schemas/article.schema';
import { seriousAxeViolations } from '../support/axe';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

// One test per group, read as a reader does: the group's page opens its first article, "Next →"
// leads through the rest, and a link straight to an article loads it too. A link followed in the
// app loads only the article, where a full load costs the whole app's start (about 1.5 s here, 6 s
// on two busy cores). Each article is scanned by axe here, where it is shown anyway (in light;
// accessibility.spec.ts scans a group page in dark).
for (const [group, slugs] of Object.entries(ARTICLE_SLUGS_BY_GROUP)) {
  test(`every ${group} article renders, read on by "Next" and by its own link, with no serious axe violations`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerVerifyAndSignIn(page, `reader-${group}`);
    const title = page.locator('article h1');
    const next = page
      .getByRole('navigation', { name: 'Previous and next article' })
      .getByRole('link', { name: /^Next article: / });
    const titles: string[] = [];
    const violations: string[] = [];
    /** The article shown has its title (not the one before's) and sources, and passes axe. */
    async function readArticle(name: string) {
      if (titles.length > 0) await expect(title).not.toHaveText(titles.at(-1) ?? '');
      await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
      titles.push(await title.innerText());
      violations.push(...(await seriousAxeViolations(page)).map((found) => `${name} ${found}`));
    }

    await page.goto(`/dashboard/${group}`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`${slugs.length} articles`) }),
    ).toBeVisible();
    await readArticle(group);
    for (const slug of slugs.slice(1)) {
      await next.click();
      await expect(page).toHaveURL(`/dashboard/${group}/${slug}`);
      await readArticle(slug);
    }
    await expect(next).toHaveCount(0);
    expect(new Set(titles).size).toBe(slugs.length);
    expect(violations).toEqual([]);

    // The group's page is its first article; a link straight to an article loads it.
    await page.goto(`/dashboard/${group}/${slugs[0] ?? ''}`);
    await expect(title).toHaveText(titles[0] ?? '');
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  });
}

test('the three groups hold sixteen articles', () => {
  expect(Object.values(ARTICLE_SLUGS_BY_GROUP).flat()).toHaveLength(16);
});

test('search finds an article by a phrase from its body and highlights it', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'searcher');
  await page.goto('/dashboard/password-security');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('worked like a castle');
  const result = page.getByRole('search').getByRole('link', { name: 'Zero trust, explained' });
  await expect(result).toBeVisible();
  await expect(
    page
      .getByRole('search')
      .locator('mark')
      .filter({ hasText: /^castle$/i })
      .first(),
  ).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/dashboard\/cybersecurity-trends\/zero-trust$/);
});

test('a ticked checklist item survives a reload', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'ticker');
  await page.goto('/dashboard/cybersecurity-trends/raas');
  const checklist = page.getByRole('region', { name: 'Do this now' });
  const first = checklist.getByRole('checkbox').first();
  await expect(first).not.toBeChecked();
  await first.check({ force: true });
  await expect(checklist.getByText(/^1 of \d+ done$/)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Do this now' }).getByRole('checkbox').first(),
  ).toBeChecked();
});

test('a quiz explains a wrong answer', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'quizzer');
  await page.goto('/dashboard/password-security/how-passwords-are-breached');
  const question = page.getByRole('group', { name: /What is credential stuffing\?/ });
  await question.getByText(/Guessing one account.s password letter by letter/).click();
  await question.getByRole('button', { name: 'Check answer' }).click();
  await expect(question.getByText(/^Not quite\. The answer is:/)).toBeVisible();
  await expect(question.getByText(/replay them on other sites/)).toBeVisible();
});

test('marking an article read shows on its group index', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'marker');
  await page.goto('/dashboard/risk-mitigation/implementing-risk-mitigation');
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('button', { name: /Read ✓/ })).toBeVisible();
  await page.goto('/dashboard/risk-mitigation');
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Putting risk mitigation into practice' });
  await expect(card.getByText('Read', { exact: true })).toBeVisible();
});
