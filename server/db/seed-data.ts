import { LinkType, RegistrationStatus } from '../../domain/constants.ts';
import type { PartnerColors, TypographyConfig } from '../../domain/partner.ts';

/** Registration statuses of DESIGN §5 with their pt-BR descriptions. */
export const STATUS_REGISTRATIONS = [
  { id: RegistrationStatus.IN_PROGRESS, description: 'Em andamento' },
  { id: RegistrationStatus.UNDER_ANALYSIS, description: 'Em análise' },
  { id: RegistrationStatus.WAITING_DOCUMENTS, description: 'Aguardando documentos' },
  { id: RegistrationStatus.COMPLETED, description: 'Concluído' },
  { id: RegistrationStatus.REJECTED, description: 'Reprovado' },
];

/** Advisor ids the demo data refers to. */
export const DemoAdvisor = { DESK: 100, ANA: 101, BRUNO: 102, CARLA: 103 } as const;

/** Demo advisors; 100 is the own partner's default desk. */
export const ADVISORS = [
  { id: DemoAdvisor.DESK, name: 'Mesa de Atendimento Aurora' },
  { id: DemoAdvisor.ANA, name: 'Ana Souza' },
  { id: DemoAdvisor.BRUNO, name: 'Bruno Lima' },
  { id: DemoAdvisor.CARLA, name: 'Carla Mendes' },
];

/** Knowledge sources and sub-items (one id space; a sub-item may bring its advisor). */
export const KNOWLEDGE_SOURCES = [
  { id: 1, parentId: null, description: 'Google', advisorId: null, sortOrder: 10 },
  { id: 2, parentId: null, description: 'Instagram', advisorId: null, sortOrder: 20 },
  { id: 3, parentId: null, description: 'YouTube', advisorId: null, sortOrder: 30 },
  { id: 4, parentId: null, description: 'Indicação de amigo', advisorId: null, sortOrder: 40 },
  { id: 5, parentId: null, description: 'Indicação de assessor', advisorId: null, sortOrder: 50 },
  { id: 501, parentId: 5, description: 'Ana Souza', advisorId: DemoAdvisor.ANA, sortOrder: 10 },
  { id: 502, parentId: 5, description: 'Bruno Lima', advisorId: DemoAdvisor.BRUNO, sortOrder: 20 },
  { id: 503, parentId: 5, description: 'Carla Mendes', advisorId: DemoAdvisor.CARLA, sortOrder: 30 },
  { id: 99, parentId: null, description: 'Outro', advisorId: null, sortOrder: 990 },
];

/** A demo brand: the partner row, its style and its logos. */
export type BrandSeed = {
  host: string;
  name: string;
  cnpj: string;
  isOwnPartner: boolean;
  advisorId: number | null;
  officeId: number | null;
  /** The partner's privacy policy page (demo brands: their sites' usual path). */
  privacyPolicyUrl: string;
  style: { name: string; css: string; colors: PartnerColors; typography: TypographyConfig };
  logos: { linkType: number; url: string }[];
};

const logos = (folder: string) => [
  { linkType: LinkType.MENU, url: `/brands/${folder}/logo.svg` },
  { linkType: LinkType.ICON, url: `/brands/${folder}/icon.svg` },
  { linkType: LinkType.LOGIN, url: `/brands/${folder}/login.svg` },
];

/** The two demo brands of DESIGN §2: the product's own partner and a second, visibly different one. */
export const BRANDS: BrandSeed[] = [
  {
    host: 'localhost',
    name: 'Aurora Investimentos',
    cnpj: '11222333000181',
    isOwnPartner: true,
    privacyPolicyUrl: 'https://www.aurorainvestimentos.com.br/privacidade',
    advisorId: DemoAdvisor.DESK,
    officeId: 10,
    style: {
      name: 'Aurora',
      css: '',
      colors: {
        primary: '#0B3C5D',
        primaryContrast: '#FFFFFF',
        secondary: '#0F9D8F',
        background: '#F3F6F9',
        surface: '#FFFFFF',
        text: '#0B1F33',
        muted: '#55657A',
        error: '#C62828',
      },
      typography: {
        fontFamily: "'Inter Variable', system-ui, sans-serif",
        headingFontFamily: "'Inter Variable', system-ui, sans-serif",
        baseFontSize: 16,
      },
    },
    logos: logos('aurora'),
  },
  {
    host: 'parceiro.localhost',
    name: 'Bravo Capital',
    cnpj: '44555666000181',
    isOwnPartner: false,
    privacyPolicyUrl: 'https://www.bravocapital.com.br/privacidade',
    advisorId: null,
    officeId: null,
    style: {
      name: 'Bravo',
      css: 'button { border-radius: 999px; letter-spacing: 0.02em; }\nh1, h2 { letter-spacing: -0.01em; }',
      colors: {
        primary: '#14532D',
        primaryContrast: '#FFFFFF',
        secondary: '#C9A227',
        background: '#FAF7EE',
        surface: '#FFFFFF',
        text: '#1A2E22',
        muted: '#56665B',
        error: '#B3261E',
      },
      typography: {
        fontFamily: "'Manrope Variable', system-ui, sans-serif",
        headingFontFamily: "'Manrope Variable', system-ui, sans-serif",
        baseFontSize: 16,
      },
    },
    logos: logos('bravo'),
  },
];

/** The sign-up URL of a brand at the port the browser reaches it on. */
export function registrationUrl(host: string, publicPort: number): string {
  return `http://${host}:${publicPort}/novo-cadastro`;
}

/**
 * The reason codes a new installation starts with (ADR 241): what a Brazilian brokerage's KYC rejects a file or asks
 * for documents over. Seeded only when absent: the provider's admins rename and deactivate them afterwards.
 */
export const REASON_CODES = [
  { code: 'documento-ilegivel', label: 'Documento ilegível' },
  { code: 'documento-vencido', label: 'Documento vencido' },
  { code: 'documento-divergente', label: 'Documento de outra pessoa ou adulterado' },
  { code: 'comprovante-endereco', label: 'Comprovante de endereço ausente ou antigo' },
  { code: 'divergencia-cadastral', label: 'Divergência cadastral (Receita Federal)' },
  { code: 'cpf-cnpj-irregular', label: 'CPF ou CNPJ em situação irregular' },
  { code: 'lista-restritiva', label: 'Lista restritiva (sanções, CEIS/CNEP)' },
  { code: 'pep-origem-recursos', label: 'PEP sem comprovação da origem dos recursos' },
  { code: 'renda-incompativel', label: 'Renda ou patrimônio incompatível' },
  { code: 'suspeita-fraude', label: 'Suspeita de fraude' },
  { code: 'representacao-pj', label: 'Representação da empresa não comprovada' },
  { code: 'outro', label: 'Outro motivo' },
] as const;
