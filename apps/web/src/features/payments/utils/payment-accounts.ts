/** The shop's receiving accounts, given by the page that shows this feature (decision 019). */
export interface PaymentAccounts {
  bkash: string;
  nagad: string;
  rocket: string;
  bank: { bank: string; branch: string; holder: string; number: string };
}
