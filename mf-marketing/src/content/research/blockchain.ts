import { image as bannerImage } from '../../generated/byId/rd-blockchain';
import { image as security } from '../../generated/byId/art-security';
import { image as commerce } from '../../generated/byId/art-commerce';
import { image as data } from '../../generated/byId/art-data';
import { image as build } from '../../generated/byId/art-build';
import { image as quality } from '../../generated/byId/art-quality';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as launch } from '../../generated/byId/art-launch';
import type { ResearchService } from '../types';

export const blockchain = {
  id: 'blockchain',
  title: 'Blockchain',
  heading: 'Shared, tamper-evident records for supply chains, certificates and digital assets.',
  metaDescription:
    'Blockchain development by CodeCrush: smart contracts, supply-chain traceability, verifiable certificates and secure wallet integrations, audited and tested.',
  bannerImage,
  aboutService: [
    'Blockchain is useful when several organisations need to share a record that none of them controls alone: the journey of a shipment, the authenticity of a degree certificate, the ownership of a digital asset. We help clients decide honestly whether a blockchain is the right tool, and build it properly when it is.',
    'We write and test smart contracts in Solidity for Ethereum-compatible networks, build permissioned ledgers with Hyperledger Fabric, and integrate wallets and on-chain data into ordinary web and mobile apps. Every contract goes through automated tests, static analysis and an independent review before deployment.',
  ],
  howWeFollow: 'About Our Blockchain Work',
  features: [
    {
      title: 'Smart contracts',
      description: 'Solidity contracts for escrow, tokens and agreements, with full test coverage and audits.',
      image: build,
    },
    {
      title: 'Supply-chain traceability',
      description: 'Record each step of a product’s journey so buyers and regulators can verify its origin.',
      image: commerce,
    },
    {
      title: 'Verifiable credentials',
      description: 'Tamper-proof certificates and documents that anyone can verify with a QR code.',
      image: quality,
    },
    {
      title: 'Wallet integration',
      description: 'Connect wallets to your app with clear signing flows that protect users from mistakes.',
      image: security,
    },
    {
      title: 'Permissioned ledgers',
      description: 'Private networks with Hyperledger Fabric for consortia that need control over membership.',
      image: data,
    },
    {
      title: 'Feasibility studies',
      description: 'An independent assessment of whether blockchain adds value over a conventional database.',
      image: discovery,
    },
  ],
  howWeApproach: 'Our Blockchain Approach',
  steps: [
    {
      title: 'Test the need',
      text: 'We check who must trust the record and why a shared database is not enough before recommending a ledger.',
      image: discovery,
    },
    {
      title: 'Design the protocol',
      text: 'We design contracts, data on and off chain, fees and governance, and document the threat model.',
      image: data,
    },
    {
      title: 'Build and audit',
      text: 'Contracts and apps are built with full tests, then reviewed by a second team before any deployment.',
      image: security,
    },
    {
      title: 'Launch and maintain',
      text: 'We deploy to testnet, then mainnet or your private network, and monitor transactions and contract health.',
      image: launch,
    },
  ],
  applicationAreas: {
    heading: 'Our Services Include',
    applications: [
      'Degree and certificate verification',
      'Agricultural supply-chain tracking',
      'Escrow for online marketplaces',
      'Land and property records',
      'Loyalty tokens',
      'Document notarisation',
    ],
  },
} as const satisfies ResearchService;
