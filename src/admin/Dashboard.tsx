/** The landing page after login: who is signed in and the sections their role may open. */
import { Card, CardActionArea, CardContent, Grid, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Title, useGetIdentity, usePermissions, useRedirect } from 'react-admin';
import { roAccountScreen } from '../i18n/ro/car-media.ts';
import { fillText, t } from './text.ts';

/** Section → the hash route it opens and the roles that see it (the server enforces the same). */
export const SECTIONS = [
  { key: 'cars', href: '#/cars', roles: ['admin', 'editor'] },
  { key: 'sliders', href: '#/sliders', roles: ['admin', 'editor'] },
  { key: 'testimonials', href: '#/testimonials', roles: ['admin', 'editor'] },
  { key: 'faqs', href: '#/faqs', roles: ['admin', 'editor'] },
  { key: 'staticPages', href: '#/static-pages', roles: ['admin', 'editor'] },
  { key: 'settings', href: '#/settings', roles: ['admin', 'editor'] },
  { key: 'builds', href: '#/builds', roles: ['admin', 'editor'] },
  { key: 'orders', href: '#/orders', roles: ['admin', 'credit'] },
  { key: 'reviews', href: '#/reviews', roles: ['admin', 'credit'] },
  { key: 'withdrawals', href: '#/withdrawals', roles: ['admin', 'credit'] },
  { key: 'refunds', href: '#/refunds', roles: ['admin', 'credit'] },
  { key: 'leads', href: '#/stock-alerts', roles: ['admin', 'credit'] },
  { key: 'staff', href: '#/staff', roles: ['admin'] },
  { key: 'personalData', href: '#/personal-data', roles: ['admin'] },
  { key: 'audit', href: '#/audit', roles: ['admin'] },
] as const;

export function Dashboard() {
  const { permissions } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const redirect = useRedirect();
  const role = (permissions ?? '') as keyof typeof t.roles;
  // An admin who must use two-factor and has not: everything else would be refused, so Contul meu.
  const mustSetUpTotp = identity?.totpSetupRequired === true;
  useEffect(() => {
    if (mustSetUpTotp) redirect('/cont');
  }, [mustSetUpTotp, redirect]);
  return (
    <>
      <Title title={t.title} />
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1 }}>
        {t.dashboardTitle}
      </Typography>
      {identity ? (
        <Typography sx={{ mb: 1 }}>
          {fillText(t.signedInAs, { email: String(identity.email), role: t.roles[role] ?? role })}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 2 }}>{t.dashboardIntro}</Typography>
      <Typography sx={{ mb: 2 }}>
        <Link href="#/cont">{roAccountScreen.menu}</Link>
        {` – ${roAccountScreen.totpTitle}`}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {SECTIONS.filter((section) => (section.roles as readonly string[]).includes(role)).map((section) => (
          <Grid key={section.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card>
              <CardActionArea href={section.href}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t.sections[section.key]}
                  </Typography>
                  <Typography variant="body2">{t.sectionHints[section.key]}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
