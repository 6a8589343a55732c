// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { contactDirectiveIntegration } from './src/features/content/contact-directive-integration.ts';
import { rewriteTable } from './src/lib/routes/integration.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), contactDirectiveIntegration(), rewriteTable()],
  devToolbar: { enabled: false },
});
