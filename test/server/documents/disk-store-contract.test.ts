import type { DocumentStore } from '../../../src/application/ports/document-store.port';
import { documentStoreContract } from '../../contracts/document-store.contract';
import { documentWorld } from '../../support/document-world';

// The disk store as the server wires it: links are followed through GET /files/* of the real app,
// and made, as the server makes them, for the member who asks (the app checks the holder on each download).
documentStoreContract('on disk, links opened through GET /files/*', async () => {
  const world = await documentWorld();
  const holder = `m.${world.member.id}`;
  const store: DocumentStore = {
    upload: (file, signal) => world.store.upload(file, signal),
    list: (folder) => world.store.list(folder),
    downloadLink: (key, expiresInSeconds) => world.store.downloadLink(key, expiresInSeconds, holder),
    delete: (key) => world.store.delete(key),
  };
  return {
    store,
    open: world.open,
    now: () => world.clock.now(),
    advance: (ms) => world.clock.advance(ms),
    dispose: world.dispose,
  };
});
