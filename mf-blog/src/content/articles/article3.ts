import type { ArticleBody } from '../types';

/** The body of post 3; loaded only on its own article page. */
export const article3 = {
  lead: 'Artificial intelligence is no longer a distant promise discussed only at research conferences. It sorts our inboxes, recommends what we watch, translates conversations and helps doctors, teachers and engineers do their work. For businesses, the question has shifted from whether AI matters to how to use it well, and this article looks at what that means in practice.',
  sections: [
    {
      heading: 'From Research Labs to Everyday Business',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For decades, artificial intelligence advanced slowly and mostly out of public view. Three changes brought it into the mainstream: vast amounts of digital data, affordable computing power in the cloud and new machine learning techniques, especially deep learning, that can find patterns in text, images and sound far better than earlier methods.',
        },
        {
          kind: 'paragraph',
          text: 'The latest wave, generative AI and large language models, has made the technology visible to everyone. Tools that draft text, summarise documents, write code and answer questions in natural language have shown millions of people what AI can do. At the same time, they have raised important questions about accuracy, ownership and trust.',
        },
        {
          kind: 'paragraph',
          text: 'What matters for most organisations is that AI capabilities once available only to large technology companies are now accessible through cloud services, open-source models and specialised development partners. A small or medium-sized business can use the same fundamental techniques as a global enterprise, provided it applies them to the right problems.',
        },
      ],
    },
    {
      heading: 'What AI Can Realistically Do Today',
      blocks: [
        {
          kind: 'paragraph',
          text: 'It helps to look past the headlines and focus on concrete capabilities. Most practical AI systems in business today fall into a handful of categories:',
        },
        {
          kind: 'list',
          items: [
            'Prediction: forecasting demand, estimating delivery times or identifying customers likely to leave',
            'Classification: sorting support tickets, flagging suspicious transactions or detecting defects in product photos',
            'Language understanding: extracting information from documents, analysing feedback and powering chat assistants',
            'Generation: drafting emails, product descriptions, reports and code for people to review and refine',
            'Recommendation: suggesting products, content or next actions based on behaviour and context',
            'Vision: recognising objects, reading text from images and monitoring physical processes',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Just as important is understanding the limits. AI systems learn from data, so they reflect the gaps and biases in that data. Language models can produce confident answers that are simply wrong. AI works best when its outputs are checked, when humans stay responsible for important decisions and when the system is designed around a clear, measurable goal.',
        },
      ],
    },
    {
      heading: 'Generative AI in the Workplace',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Generative AI deserves its own discussion because it touches almost every knowledge job. Used well, it acts as a tireless first-draft assistant: it summarises long reports, proposes replies to customer emails, turns meeting notes into action lists, drafts marketing copy and helps developers write and explain code.',
        },
        {
          kind: 'paragraph',
          text: "The most valuable business applications go further by grounding a language model in the organisation's own information. Instead of answering from general knowledge, an internal assistant can search policies, product manuals and past tickets, then respond with answers that cite their sources. This approach, often called retrieval-augmented generation, greatly reduces invented answers and keeps sensitive knowledge inside the company's control.",
        },
        {
          kind: 'paragraph',
          text: 'Clear guidelines make adoption smoother. Teams should know which tools are approved, what information must never be pasted into public services and which outputs always need human review before they reach a customer. With those guardrails in place, generative AI becomes a genuine productivity tool rather than a source of risk.',
        },
      ],
    },
    {
      heading: 'Automating Routine Work',
      blocks: [
        {
          kind: 'paragraph',
          text: "One of the fastest ways AI creates value is by taking over repetitive tasks that consume skilled people's time. Consider the work of reading invoices, copying details into an accounting system, matching them to purchase orders and chasing discrepancies. Document understanding models can extract the relevant fields, automation tools can enter them and only the exceptions need human attention.",
        },
        {
          kind: 'paragraph',
          text: 'Combined with robotic process automation, which mimics the clicks and keystrokes a person performs across applications, AI can handle whole workflows: processing applications, updating records, generating routine reports and routing requests to the right team. The goal is not to remove people but to remove drudgery, so employees can focus on judgement, relationships and creative problem solving.',
        },
        {
          kind: 'paragraph',
          text: 'Successful automation projects start with a careful look at the existing process. If a workflow is inconsistent or poorly understood, automating it simply produces mistakes faster. Mapping the process, cleaning up exceptions and agreeing on the rules first makes the eventual automation far more reliable.',
        },
      ],
    },
    {
      heading: 'Smarter Decisions with Data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most organisations already hold more data than they use. Sales records, website analytics, support conversations and operational logs contain signals about what customers want and where processes break down. Machine learning helps turn that raw material into forecasts and insights.',
        },
        {
          kind: 'paragraph',
          text: 'A retailer can predict which products will sell in which locations and stock accordingly. A travel company can anticipate seasonal demand and adjust pricing or staffing in advance. A subscription business can identify early warning signs that a customer is about to cancel and reach out before it happens. In each case, the model does not make the decision; it gives decision makers better information, sooner.',
        },
        {
          kind: 'paragraph',
          text: 'The foundation for all of this is good data. Before building models, we usually help clients consolidate data from different systems, define consistent meanings for key terms and establish pipelines that keep the data fresh. This groundwork is rarely glamorous, but it determines whether an AI project delivers lasting value or a one-off demonstration.',
        },
        {
          kind: 'paragraph',
          text: 'Dashboards become more useful when they explain as well as report. Instead of only showing that sales dropped last week, an analytics tool enriched with machine learning can highlight the regions, products or customer groups behind the change, pointing managers straight to the questions worth asking.',
        },
      ],
    },
    {
      heading: 'Personalised Customer Experiences',
      blocks: [
        {
          kind: 'paragraph',
          text: "Customers increasingly expect services to understand their needs. AI makes personalisation possible at scale: an e-commerce store that highlights items a shopper is likely to want, a learning app that adapts exercises to a student's progress, or a booking platform that suggests options based on previous trips.",
        },
        {
          kind: 'paragraph',
          text: "Conversational assistants powered by natural language processing can answer common questions at any hour, in several languages, and hand over to a human agent when a conversation becomes complex or sensitive. When they are connected to the company's own knowledge base and order systems, they can give specific, accurate answers rather than generic replies.",
        },
        {
          kind: 'quote',
          text: 'The best AI-powered experiences feel less like talking to a machine and more like dealing with a business that remembers you.',
        },
        {
          kind: 'paragraph',
          text: 'Personalisation must be handled with care. Customers welcome relevant suggestions but react badly to experiences that feel intrusive. Being transparent about what data is used, giving people control over their preferences and collecting only what is genuinely needed builds the trust that personalisation depends on.',
        },
      ],
    },
    {
      heading: 'AI Across Industries',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The impact of AI looks different in every sector, but the pattern is similar: routine work is automated, decisions are better informed and services become more personal. A few examples from industries we work with:',
        },
        {
          kind: 'list',
          items: [
            'Healthcare: supporting appointment scheduling, triaging patient messages and helping clinicians review images and records',
            'Education: adaptive learning paths, instant feedback on exercises and tools that help teachers track progress',
            'Retail and e-commerce: demand forecasting, product recommendations, smarter search and fraud detection',
            'Travel and booking: dynamic pricing, personalised itineraries and multilingual customer support',
            'Real estate: property valuation support, lead qualification and automated document handling',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In each of these fields, AI is most effective when it is woven into existing products and workflows rather than bolted on as a separate novelty. A recommendation engine inside a shopping app or a smart search inside a learning platform delivers value because people encounter it naturally, in the middle of a task they already care about.',
        },
        {
          kind: 'paragraph',
          text: 'Smaller organisations benefit too. A clinic that automates appointment reminders, a school that analyses test results to spot students who need support, or a local shop that forecasts weekly stock all apply the same ideas on a modest scale and budget.',
        },
      ],
    },
    {
      heading: 'AI and Society: Opportunities and Responsibilities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The influence of AI extends well beyond individual companies. It can widen access to education through personalised tutoring, improve public services through faster processing of requests and help researchers tackle problems in medicine, agriculture and climate. For countries like Pakistan, with a young and increasingly digital population, AI skills represent a significant opportunity for economic growth and global participation.',
        },
        {
          kind: 'paragraph',
          text: 'These opportunities come with real responsibilities. Systems trained on biased data can treat people unfairly in hiring, lending or access to services. Automated decisions that cannot be explained are difficult to challenge. The collection of personal data raises privacy concerns, and the ability to generate convincing text and images makes misinformation easier to produce.',
        },
        {
          kind: 'paragraph',
          text: 'The changing nature of work also deserves attention. AI will reshape many roles, removing some tasks while creating demand for new skills. Organisations that invest in training their people, rather than simply replacing them, tend to adapt more smoothly and retain the knowledge that makes them successful.',
        },
        {
          kind: 'paragraph',
          text: 'Governments, universities and industry are all working on how to guide this technology, from data-protection rules to standards for transparency. Businesses do not need to wait for every question to be settled, but they should follow these discussions and design systems that can adapt as expectations evolve.',
        },
      ],
    },
    {
      heading: 'Building AI Responsibly',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Responsible AI is not an abstract ideal; it is a set of practical habits applied throughout a project. In our AI and machine learning work, we follow a few principles consistently:',
        },
        {
          kind: 'list',
          items: [
            'Keep humans in the loop for decisions that significantly affect people',
            'Test models on diverse data and check results for unfair differences between groups',
            'Explain what the system does and what its limits are, in language users understand',
            'Protect personal data with strong security and collect only what the task requires',
            'Monitor models after launch, because performance can drift as the world changes',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These practices also make commercial sense. A model that quietly degrades, treats customers unfairly or leaks sensitive information can do serious damage to a brand. Building responsibly from the start is far cheaper than repairing trust afterwards.',
        },
      ],
    },
    {
      heading: 'Getting Started: A Practical Roadmap',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many organisations feel pressure to do something with AI without a clear idea of where to begin. The most reliable approach is to start with business problems rather than technology. A practical roadmap looks like this:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'List the tasks that are repetitive, slow or error-prone, and the decisions that would benefit from better forecasts',
            'Assess the data available for the most promising candidates, including its quality and accessibility',
            'Choose one focused use case with a measurable outcome and build a proof of concept in a few weeks',
            'Evaluate the results honestly with the people who will use the system every day',
            'Move the successful pilot into production with monitoring, security and support in place, then repeat',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Starting small reduces risk and builds confidence. A single successful project, such as automated document processing or a support assistant that resolves common questions, creates momentum, teaches the organisation how AI projects work and reveals the next opportunity.',
        },
        {
          kind: 'paragraph',
          text: 'It is also worth deciding early what to build and what to buy. Ready-made AI services for speech, translation or document reading are often good enough and quick to adopt, while custom models make sense when the problem depends on your own data and processes.',
        },
        {
          kind: 'paragraph',
          text: 'At CodeCrush, our research and development team works across machine learning, natural language processing, computer vision and automation, and our engineers integrate these capabilities into the web and mobile products we build. That combination helps clients move from an idea to a working, maintainable solution without losing sight of the business goal.',
        },
      ],
    },
  ],
  conclusion: [
    'Artificial intelligence is transforming how businesses operate and how society functions. It automates routine work, sharpens decisions, personalises services and opens new possibilities in healthcare, education, commerce and beyond. Its impact depends less on the sophistication of the algorithms than on the care with which it is applied.',
    'Organisations that approach AI with clear goals, good data, responsible practices and a willingness to learn step by step will gain the most. Those that chase the technology without a problem to solve are likely to be disappointed.',
    'If you are exploring how AI could help your business, our team would be glad to discuss your ideas and help you find a practical, responsible place to start.',
  ],
} as const satisfies ArticleBody;
