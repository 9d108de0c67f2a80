import { formatRupees, rupeesToPaise } from '@shala/contracts';

/** A wire amount (rupees) as screens show it: ₹1,23,456.50, through the one formatter. */
export const formatAmount = (rupees: number): string => formatRupees(rupeesToPaise(rupees));
