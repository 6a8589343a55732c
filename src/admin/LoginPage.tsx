/**
 * The back office's login: E-mail, Parola and, when the account has two-factor on, the 6-digit
 * code. The server's Romanian refusal (wrong password, account locked for 15 minutes, address
 * throttled) is shown as it comes, in a live region.
 */
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { t } from './text.ts';

export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({
        username: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        code: String(form.get('code') ?? ''),
      });
    } catch (caught) {
      const body = (caught as { body?: { totp?: boolean } }).body;
      if (body?.totp) setNeedsCode(true);
      setError(caught instanceof Error ? caught.message : translate('ra.auth.sign_in_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f4f6f8' }}
    >
      <Card sx={{ width: 'min(24rem, 92vw)' }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {t.title}
          </Typography>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
            <TextField
              name="email"
              type="email"
              label={translate('ra.auth.username')}
              autoComplete="username"
              variant="outlined"
              autoFocus
            />
            <TextField
              name="password"
              type="password"
              label={translate('ra.auth.password')}
              autoComplete="current-password"
              variant="outlined"
            />
            {needsCode ? (
              <TextField
                name="code"
                label={t.totpCode}
                autoComplete="one-time-code"
                variant="outlined"
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
              />
            ) : null}
            <div role="status" aria-live="polite">
              {error ? <Alert severity="error">{error}</Alert> : null}
            </div>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('ra.auth.sign_in')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
