/**
 * Contul meu: two-factor for one's own account through /api/auth/totp/setup and /enable. The key is
 * shown as text and as its otpauth:// address (typed or opened in the authenticator app); the code
 * from the app confirms it, so nobody turns on a key their phone never saw. When admins must use
 * two-factor (the admin_totp_required setting), this is the one screen an admin without it can use.
 */
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { HttpError, Title, useGetIdentity } from 'react-admin';
import { roAccountScreen as s } from '../../i18n/ro/car-media.ts';
import { forgetIdentity } from '../providers/auth-provider.ts';
import { callApi } from '../providers/http.ts';

interface Me {
  email: string;
  totpEnabled?: boolean;
  totpSetupRequired?: boolean;
}

/** "JBSW Y3DP …": groups of four are easier to type into a phone. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function Account() {
  const [me, setMe] = useState<Me | null>(null);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { refetch: refetchIdentity } = useGetIdentity();

  const load = useCallback(async () => setMe((await callApi<Me>('/auth/me')).json), []);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const start = async () => {
    setBusy(true);
    setError('');
    setDone(false);
    try {
      setSetup((await callApi<{ secret: string; uri: string }>('/auth/totp/setup', { method: 'POST' })).json);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await callApi('/auth/totp/enable', { method: 'POST', body: JSON.stringify({ code: code.trim() }) });
      setSetup(null);
      setDone(true);
      setError('');
      forgetIdentity();
      await Promise.all([load(), refetchIdentity()]);
    } catch (caught) {
      const body = caught instanceof HttpError ? (caught.body as { errors?: { code?: string } }) : undefined;
      setError(body?.errors?.code ?? (caught instanceof Error ? caught.message : String(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: '44rem', mt: 2 }}>
      <Title title={s.title} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {s.title}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {s.totpTitle}
          </Typography>
          {me?.totpSetupRequired ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {s.totpRequired}
            </Alert>
          ) : null}
          <div role="status" aria-live="polite">
            {done ? (
              <Alert severity="success" sx={{ mb: 2 }}>
                {s.totpEnabled}
              </Alert>
            ) : null}
            {me ? <Typography sx={{ mb: 2 }}>{me.totpEnabled ? s.totpOn : s.totpOff}</Typography> : null}
          </div>
          {setup ? (
            <Box component="form" onSubmit={confirm} noValidate sx={{ display: 'grid', gap: 2 }}>
              <Typography variant="body2">{s.totpSteps}</Typography>
              <TextField
                label={s.totpSecret}
                value={groupedSecret(setup.secret)}
                slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              />
              <TextField
                label={s.totpUri}
                value={setup.uri}
                multiline
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <TextField
                label={s.totpCode}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError('');
                }}
                error={error !== ''}
                helperText={error || ' '}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={busy}>
                  {s.totpConfirm}
                </Button>
              </Stack>
            </Box>
          ) : me && !me.totpEnabled ? (
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              {s.totpStart}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
