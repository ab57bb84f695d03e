import { documentStoreContract } from '../../contracts/document-store.contract';
import { documentWorld } from '../../support/document-world';

// The disk store as the server wires it: links are followed through GET /files/* of the real app.
documentStoreContract('on disk, links opened through GET /files/*', async () => {
  const world = await documentWorld();
  return {
    store: world.store,
    open: world.open,
    now: () => world.clock.now(),
    advance: (ms) => world.clock.advance(ms),
    dispose: world.dispose,
  };
});
