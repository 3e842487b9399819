import { CategoryTiles } from '../../features/landing/components/category-tiles';
import { FeaturedProducts } from '../../features/landing/components/featured-products';
import { HeroSection } from '../../features/landing/components/hero-section';
import { MissionSection } from '../../features/landing/components/mission-section';
import { NewsletterBox } from '../../features/landing/components/newsletter-box';
import { StorySection } from '../../features/landing/components/story-section';
import { TeamPreview } from '../../features/landing/components/team-preview';
import { TestimonialCarousel } from '../../features/landing/components/testimonial-carousel';
import { WhyChooseUs } from '../../features/landing/components/why-choose-us';
import { DEFAULT_DESCRIPTION, usePageMeta } from '../../lib/use-page-meta';

/** The landing page, in the order of spec §1. */
export default function HomePage() {
  usePageMeta('Kala', DEFAULT_DESCRIPTION);
  return (
    <>
      <HeroSection />
      <FeaturedProducts />
      <CategoryTiles />
      <StorySection />
      <MissionSection />
      <TeamPreview />
      <WhyChooseUs />
      <NewsletterBox />
      <TestimonialCarousel />
    </>
  );
}
