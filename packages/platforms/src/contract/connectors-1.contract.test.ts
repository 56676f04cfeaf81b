import { contractShard } from './contract-shard.ts';

// every third platform of the contract cases (the suite is split so the test workers share it)
contractShard(0, 3);
