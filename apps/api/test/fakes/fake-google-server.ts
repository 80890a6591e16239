// The fake Google of fake-google.ts as a process, for the browser journeys (scripts/e2e-servers.mjs)
// and for trying Sign in with Google locally without a Google client:
//   FAKE_GOOGLE_PORT=3199 pnpm --filter @sous/api exec tsx test/fakes/fake-google-server.ts
// then start the API with GOOGLE_OIDC_ISSUER=http://127.0.0.1:3199 and the printed client id/secret.
import { startFakeGoogle } from './fake-google.ts';

const fake = await startFakeGoogle({
  port: Number(process.env.FAKE_GOOGLE_PORT ?? 3199),
  clientId: process.env.FAKE_GOOGLE_CLIENT_ID ?? 'sous-local.apps.googleusercontent.com',
  clientSecret: process.env.FAKE_GOOGLE_CLIENT_SECRET ?? 'sous-local-fake-secret',
});
console.log(`fake Google on ${fake.url} (GOOGLE_OIDC_ISSUER), client id ${fake.clientId}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
