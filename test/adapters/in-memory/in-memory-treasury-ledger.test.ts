import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { treasuryLedgerContract } from '../../contracts/treasury-ledger.contract';

treasuryLedgerContract('in memory', async () => ({ ledger: new InMemoryOrderLedger() }));
