import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { orderLedgerContract } from '../../contracts/order-ledger.contract';

orderLedgerContract('in memory', async () => ({ ledger: new InMemoryOrderLedger() }));
