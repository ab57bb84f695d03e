import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { givingLedgerContract } from '../../contracts/giving-ledger.contract';

givingLedgerContract('in memory', async () => ({ ledger: new InMemoryOrderLedger() }));
