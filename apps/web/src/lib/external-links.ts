/** Pages of the provider outside this app; all open in a new tab. */
export const SALES_ENQUIRY_URL = 'https://www.esri.com/en-us/contact';

export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/esri' },
  { name: 'Instagram', href: 'https://www.instagram.com/esrigram' },
  { name: 'YouTube', href: 'https://www.youtube.com/user/esritv' },
] as const;
